import { HttpStatus, Injectable } from '@nestjs/common';
import type { CreateOperatorRequest, OperatorView, UpdateOperatorRequest } from '@orbitwise/contracts/admin';
import { AuditService } from '../audit/audit.service';
import { SessionsService } from '../auth/sessions.service';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { ProblemException } from '../platform/problems/problem';
import { invalidRequest } from '../platform/http/validation';
import { operatorChanges, operatorLabel, operatorTarget, toOperatorView } from './operator-view';
import { OperatorsRepository } from './operators.repository';
import { Passwords } from './passwords';

export const EMAIL_TAKEN_DETAIL = 'An operator with this email address already exists.';
export const OPERATOR_NOT_FOUND_DETAIL = 'There is no such operator.';
export const LAST_ADMIN_DETAIL =
  'This would leave no enabled administrator: make another operator an administrator first.';

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
}

/** Operator accounts: creation (API, setup, CLI), the admin's changes, ending their sessions. */
@Injectable()
export class OperatorsService {
  constructor(
    private readonly operators: OperatorsRepository,
    private readonly passwords: Passwords,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  /** Refuses a weak password (400) or a taken email (409). */
  async create(input: CreateOperatorRequest): Promise<OperatorView> {
    const email = input.email.trim();
    this.assertStrong(input.password, email, 'password', input.displayName);
    try {
      const record = await this.operators.insert({
        email,
        displayName: input.displayName.trim(),
        role: input.role,
        passwordHash: await this.passwords.hash(input.password),
      });
      return toOperatorView(record);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ProblemException(HttpStatus.CONFLICT, EMAIL_TAKEN_DETAIL, {
          errors: { email: [EMAIL_TAKEN_DETAIL] },
        });
      }
      throw error;
    }
  }

  async createBy(actor: SignedInOperator, input: CreateOperatorRequest): Promise<OperatorView> {
    const operator = await this.create(input);
    await this.audit.record({
      actor,
      action: 'operator-created',
      target: operatorTarget(operator.id),
      targetLabel: operatorLabel(operator),
      changes: [{ field: 'role', from: null, to: operator.role }],
      ip: actor.ip,
    });
    return operator;
  }

  async list(): Promise<OperatorView[]> {
    return (await this.operators.list()).map(toOperatorView);
  }

  /**
   * Disabling an operator also ends their sessions (the controller's RecentSignIn asks a recent
   * sign-in first). The audit entry names the operator as they were and each change before and after.
   */
  async update(actor: SignedInOperator, id: string, changes: UpdateOperatorRequest): Promise<OperatorView> {
    const before = await this.operators.findById(id);
    if (!before) throw new ProblemException(HttpStatus.NOT_FOUND, OPERATOR_NOT_FOUND_DETAIL);
    const result = await this.operators.update(id, {
      ...changes,
      displayName: changes.displayName?.trim(),
    });
    if (!result.found) throw new ProblemException(HttpStatus.NOT_FOUND, OPERATOR_NOT_FOUND_DETAIL);
    if (!result.record) throw new ProblemException(HttpStatus.CONFLICT, LAST_ADMIN_DETAIL);
    if (result.record.disabled) await this.sessions.endAllOf(id);
    await this.audit.record({
      actor,
      action: 'operator-updated',
      target: operatorTarget(id),
      targetLabel: operatorLabel(before),
      changes: operatorChanges(before, result.record),
      ip: actor.ip,
    });
    return toOperatorView(result.record);
  }

  async endSessions(actor: SignedInOperator, id: string): Promise<void> {
    const operator = await this.operators.findById(id);
    if (!operator) throw new ProblemException(HttpStatus.NOT_FOUND, OPERATOR_NOT_FOUND_DETAIL);
    await this.sessions.endAllOf(id);
    await this.audit.record({
      actor,
      action: 'operator-sessions-ended',
      target: operatorTarget(id),
      targetLabel: operatorLabel(operator),
      ip: actor.ip,
    });
  }

  /** 400 naming `field` when the password is too weak (the account's email and name count against it). */
  assertStrong(password: string, email: string, field = 'password', displayName = ''): void {
    const problem = this.passwords.problemWith(password, email, displayName);
    if (problem) throw invalidRequest({ [field]: [problem] });
  }
}
