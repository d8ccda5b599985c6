import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ example: 'ok' })
  status: 'ok';

  @ApiProperty({ example: 'up' })
  database: 'up';
}

export class LivenessDto {
  @ApiProperty({ example: 'ok' })
  status: 'ok';
}

export class ReadinessDto {
  @ApiProperty({ example: 'ok' })
  status: 'ok';

  @ApiProperty({ example: 'up' })
  database: 'up';

  @ApiProperty({ example: 'applied', description: 'Every migration of this version is applied.' })
  migrations: 'applied';

  @ApiProperty({
    example: 'up',
    description: 'The resume store (folder or bucket) is reachable and writable.',
  })
  resumeStore: 'up';
}
