import { Controller, Get, Logger, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { RESUME_TYPES } from '@orbitwise/contracts';
import { IsIn, IsOptional } from 'class-validator';
import type { Response } from 'express';
import { AdminAccess } from '../../auth/admin-access.decorator';
import { SubmissionIdParams } from '../../inbox/dto/submission-id.params';
import { ApiAdminProblems } from '../../auth/admin-problems';
import { CurrentOperator } from '../../auth/current-operator.decorator';
import type { SignedInOperator } from '../../auth/signed-in-operator';
import { contentDisposition } from '../../platform/http/content-disposition';
import { ApiProblems } from '../../platform/problems/api-problems.decorator';
import { ResumeDownloadService } from './resume-download.service';

const PDF = 'application/pdf';

export class ResumeDownloadQuery {
  @ApiPropertyOptional({
    enum: ['attachment', 'inline'],
    default: 'attachment',
    description: '`inline` previews a PDF (in a sandboxed frame); other types are always downloaded.',
  })
  @IsOptional()
  @IsIn(['attachment', 'inline'], { message: 'disposition must be attachment or inline.' })
  disposition?: 'attachment' | 'inline';
}

@ApiTags('Admin')
@Controller('admin/submissions')
@AdminAccess('admin', 'hr')
export class ResumeDownloadController {
  private readonly logger = new Logger(ResumeDownloadController.name);

  constructor(private readonly resumes: ResumeDownloadService) {}

  @Get(':id/resume')
  @ApiOperation({
    summary: "A job application's resume (admin, hr)",
    description:
      'Streams the stored file under its original name (Content-Disposition with an ASCII `filename` and the ' +
      'exact UTF-8 `filename*`), never cached or sniffed, and sandboxed by Content-Security-Policy. Audited.',
  })
  @ApiProduces(...RESUME_TYPES.map((type) => type.mimeType))
  @ApiOkResponse({
    description: 'The file, as uploaded (its SHA-256 is in the submission detail).',
    schema: { type: 'string', format: 'binary' },
    headers: {
      'Content-Disposition': {
        description: '`attachment` (or `inline` for a PDF on request) with the name.',
        schema: { type: 'string' },
      },
      'Content-Length': { schema: { type: 'integer' } },
    },
  })
  @ApiProblems([400, 500, 503], { 400: '`id` or `disposition` is invalid.' })
  @ApiAdminProblems({
    404: 'No such submission, or it is not a job application.',
    410: 'The application exists but its file is missing from storage (logged).',
  })
  async download(
    @Param() { id }: SubmissionIdParams,
    @Query() { disposition }: ResumeDownloadQuery,
    @CurrentOperator() operator: SignedInOperator,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { resume, content } = await this.resumes.open(id, operator, operator.ip);
    const type = disposition === 'inline' && resume.mimeType === PDF ? 'inline' : 'attachment';
    response.set({
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      // Whatever the file holds, it runs no script and reaches no origin, even shown inline.
      'Content-Security-Policy': 'sandbox',
    });
    return new StreamableFile(content, {
      type: resume.mimeType,
      length: resume.size,
      disposition: contentDisposition(type, resume.originalName),
    }).setErrorHandler((error) => {
      this.logger.error(`Streaming the resume of submission #${id} failed: ${error.message}`);
      response.destroy();
    });
  }
}
