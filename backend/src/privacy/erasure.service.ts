import { HttpStatus, Injectable } from '@nestjs/common';
import { SUBMISSION_KIND_LABELS } from '@orbitwise/contracts/admin';
import { AuditService } from '../audit/audit.service';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { SubmissionsRepository } from '../inbox/submissions.repository';
import { ProblemException } from '../platform/problems/problem';
import { SubmissionEraser } from './submission-eraser';

export function submissionNotFound(id: string): ProblemException {
  return new ProblemException(HttpStatus.NOT_FOUND, `There is no submission #${id}.`);
}

/** Erasing one submission by hand: its row, envelope, notes, history and resume file. */
@Injectable()
export class ErasureService {
  constructor(
    private readonly envelopes: SubmissionsRepository,
    private readonly eraser: SubmissionEraser,
    private readonly audit: AuditService,
  ) {}

  async erase(id: string, operator: SignedInOperator): Promise<void> {
    const envelope = await this.envelopes.find(id);
    // Zero erased: another call erased it between the two statements.
    if (!envelope || (await this.eraser.erase([envelope])) === 0) throw submissionNotFound(id);
    await this.audit.record({
      actor: operator,
      action: 'erased',
      target: `submission #${id}`,
      targetLabel: `${SUBMISSION_KIND_LABELS[envelope.kind]} #${id}`,
      ip: operator.ip,
    });
  }
}
