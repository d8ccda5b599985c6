import { OmitType } from '@nestjs/swagger';
import type { IntegrationSubmissionQuery } from '@orbitwise/contracts/integrations';
import { SubmissionListQueryDto } from '../../inbox/dto/submission-query.dto';

/**
 * The inbox's filters and cursor, without `unread` (read marks are an operator's) and `sandbox` (the
 * key's kind decides: a test key reads the sandbox alone).
 */
export class IntegrationSubmissionQueryDto
  extends OmitType(SubmissionListQueryDto, ['unread', 'sandbox'] as const)
  implements IntegrationSubmissionQuery {}
