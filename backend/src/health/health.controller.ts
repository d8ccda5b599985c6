import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ProblemException } from '../platform/problems/problem';
import { ProblemDetailsDto } from '../platform/problems/problem-details.dto';
import { HealthDto } from './health.dto';

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'Liveness and database reachability', security: [] })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ProblemDetailsDto, description: 'The database is unreachable' })
  async check(): Promise<HealthDto> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ProblemException(HttpStatus.SERVICE_UNAVAILABLE, 'The database is unreachable.');
    }
    return { status: 'ok', database: 'up' };
  }
}
