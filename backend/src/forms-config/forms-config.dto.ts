import { ApiProperty } from '@nestjs/swagger';
import {
  RESUME_MAX_BYTES_DEFAULT,
  type FormsConfigResponse,
  type ResumeTypeInfo,
} from '@orbitwise/contracts';

class ResumeTypeDto implements ResumeTypeInfo {
  @ApiProperty({ example: 'pdf' })
  extension: string;

  @ApiProperty({ example: 'application/pdf' })
  mimeType: string;

  @ApiProperty({ example: 'PDF' })
  name: string;
}

class ResumePolicyDto {
  @ApiProperty({
    description: 'RESUME_MAX_BYTES: the largest resume accepted, in bytes.',
    example: RESUME_MAX_BYTES_DEFAULT,
  })
  maxBytes: number;

  @ApiProperty({ type: [ResumeTypeDto] })
  types: ResumeTypeDto[];
}

export class FormsConfigDto implements FormsConfigResponse {
  @ApiProperty({ type: ResumePolicyDto })
  resume: ResumePolicyDto;
}
