import { HttpStatus } from '@nestjs/common';
import {
  KINDS_BY_ROLE,
  SUBMISSION_KIND_LABELS,
  roleCanSee,
  type OperatorRole,
  type SubmissionKind,
} from '@orbitwise/contracts/admin';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { ProblemException } from '../platform/problems/problem';

/** Who is acting: the signed-in operator, with the call's client address for the audit log. */
export type InboxActor = Pick<SignedInOperator, 'id' | 'email' | 'displayName' | 'role' | 'ip'>;

/**
 * Visibility by role: asking for a kind the role cannot see as a filter is refused with 403 (that
 * tells nothing about any one submission).
 */
export function forbiddenKind(kind: SubmissionKind): ProblemException {
  return new ProblemException(
    HttpStatus.FORBIDDEN,
    `Your role cannot see ${SUBMISSION_KIND_LABELS[kind].toLowerCase()} submissions.`,
  );
}

export function notFound(): ProblemException {
  return new ProblemException(HttpStatus.NOT_FOUND, 'There is no submission with this reference.');
}

/** The kinds a call covers: the one asked for if the role may see it, else every kind it may see. */
export function visibleKinds(role: OperatorRole, kind?: SubmissionKind): readonly SubmissionKind[] {
  if (!kind) return KINDS_BY_ROLE[role];
  if (!roleCanSee(role, kind)) throw forbiddenKind(kind);
  return [kind];
}

/**
 * A submission reached by its reference whose kind the role cannot see is answered as if it did not
 * exist (404): a 403 would tell a sales operator that reference 4 is a job application.
 */
export function assertCanSee(role: OperatorRole, kind: SubmissionKind): void {
  if (!roleCanSee(role, kind)) throw notFound();
}

/** A reference as the path carries it: a positive bigint, else no such submission. */
export function parseReference(id: string): string {
  if (!/^[1-9]\d{0,18}$/.test(id) || BigInt(id) > 9223372036854775807n) throw notFound();
  return id;
}
