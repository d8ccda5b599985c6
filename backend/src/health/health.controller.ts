import { Controller, Get, HttpStatus, Inject, Logger } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ProblemException } from '../platform/problems/problem';
import { ProblemDetailsDto } from '../platform/problems/problem-details.dto';
import { RESUME_STORE, type ResumeStore } from '../storage/resume-store';
import { HealthDto, LivenessDto, ReadinessDto } from './health.dto';

const unavailable = (detail: string) => new ProblemException(HttpStatus.SERVICE_UNAVAILABLE, detail);

@ApiTags('Health')
@Controller('health')
export class HealthController {
  private readonly logger = new Logger('Health');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(RESUME_STORE) private readonly resumes: ResumeStore,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Liveness and database reachability', security: [] })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ProblemDetailsDto, description: 'The database is unreachable' })
  async check(): Promise<HealthDto> {
    await this.databaseUp();
    return { status: 'ok', database: 'up' };
  }

  @Get('live')
  @ApiOperation({
    summary: 'Liveness: the process answers (restart it when this fails); touches nothing else',
    security: [],
  })
  @ApiOkResponse({ type: LivenessDto })
  live(): LivenessDto {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: the database, its migrations and the resume store are reachable (send traffic)',
    security: [],
  })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({
    type: ProblemDetailsDto,
    description:
      'The database is unreachable, a migration is not applied, or the resume store is unreachable',
  })
  async ready(): Promise<ReadinessDto> {
    await this.databaseUp();
    let pending: boolean;
    try {
      pending = await this.dataSource.showMigrations();
    } catch {
      throw unavailable('The database is unreachable.');
    }
    if (pending) throw unavailable('A database migration is not applied.');
    try {
      await this.resumes.checkReachable();
    } catch (error) {
      this.logger.warn(
        `Readiness: resume store unreachable (${error instanceof Error ? error.name : 'error'})`,
      );
      throw unavailable('The resume store is unreachable.');
    }
    return { status: 'ok', database: 'up', migrations: 'applied', resumeStore: 'up' };
  }

  private async databaseUp(): Promise<void> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw unavailable('The database is unreachable.');
    }
  }
}
