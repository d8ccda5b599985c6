import { QueryInteger } from '../../platform/http/query-integer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADMIN_LIMITS,
  AUDIT_ACTIONS,
  ROUTINE_AUDIT_ACTIONS,
  type AuditAction,
  type AuditChange,
  type AuditEntry,
  type AuditListResponse,
  type AuditQuery,
} from '@orbitwise/contracts/admin';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { IsDay } from './is-day';

export class AuditQueryDto implements AuditQuery {
  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: 'Choose one of the audit actions.' })
  action?: AuditAction;

  @ApiPropertyOptional({
    enum: ['true'],
    description: `Also list routine entries (${ROUTINE_AUDIT_ACTIONS.join(', ')}), left out by default.`,
  })
  @IsOptional()
  @IsIn(['true'], { message: 'includeRoutine must be true when given.' })
  includeRoutine?: 'true';

  @ApiPropertyOptional({ format: 'uuid', description: 'Only what this operator did.' })
  @IsOptional()
  @IsUUID('all', { message: 'Must be an operator id.' })
  actorId?: string;

  @ApiPropertyOptional({ example: '2025-01-31', description: 'First day, inclusive (UTC).' })
  @IsOptional()
  @IsDay()
  from?: string;

  @ApiPropertyOptional({ example: '2025-02-28', description: 'Last day, inclusive (UTC).' })
  @IsOptional()
  @IsDay()
  to?: string;

  @ApiPropertyOptional({
    description: "Opaque: the previous page's `nextCursor`.",
    maxLength: ADMIN_LIMITS.cursorMax,
  })
  @IsOptional()
  @IsString()
  @MaxLength(ADMIN_LIMITS.cursorMax)
  cursor?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: ADMIN_LIMITS.pageSizeMax,
    default: ADMIN_LIMITS.pageSizeDefault,
  })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'Must be a whole number.' })
  @Min(1)
  @Max(ADMIN_LIMITS.pageSizeMax)
  limit?: number;
}

export class AuditChangeDto implements AuditChange {
  @ApiProperty({ example: 'role' })
  field: string;

  @ApiProperty({ type: String, nullable: true, example: 'admin' })
  from: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'sales' })
  to: string | null;
}

export class AuditEntryDto implements AuditEntry {
  @ApiProperty({ example: '1042' })
  id: string;

  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Ana Admin <ana@example.com>',
    description:
      'Display name and email of the operator at the time; null for the system or an unknown account.',
  })
  actor: string | null;

  @ApiProperty({ enum: AUDIT_ACTIONS })
  action: AuditAction;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'submission #42',
    description: 'A reference, never personal data.',
  })
  target: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Sam Sales <sam@example.com>',
    description:
      "The target's readable name as it was at the time (an operator's name and email, a submission's kind and reference); never a visitor's personal data.",
  })
  targetLabel: string | null;

  @ApiProperty({ type: [AuditChangeDto], description: 'Each changed field, before and after.' })
  changes: AuditChangeDto[];

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' })
  ip: string | null;

  @ApiProperty({
    example: 1,
    minimum: 1,
    description:
      'How many attempts the entry stands for: refused sign-ins of one account from one address (an IPv6 /64) in one 15-minute window are one entry; 1 for every other entry.',
  })
  count: number;
}

export class AuditListDto implements AuditListResponse {
  @ApiProperty({ type: [AuditEntryDto] })
  items: AuditEntryDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last.',
  })
  nextCursor: string | null;
}
