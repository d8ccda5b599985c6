import type { AuditChange, OperatorView } from '@orbitwise/contracts/admin';
import type { OperatorRecord } from './operators.repository';

/** What the API shows of an operator: no hash, no secret. */
export function toOperatorView(record: OperatorRecord): OperatorView {
  return {
    id: record.id,
    email: record.email,
    displayName: record.displayName,
    role: record.role,
    disabled: record.disabled,
    twoFactorEnabled: record.totpSecret !== null,
    createdAt: record.createdAt.toISOString(),
    lastLoginAt: record.lastLoginAt?.toISOString() ?? null,
  };
}

/** How the audit log refers to an operator: by reference. */
export function operatorTarget(id: string): string {
  return `operator ${id}`;
}

/** How the audit log names an operator for people: as they are named at the time. */
export function operatorLabel(operator: Pick<OperatorRecord, 'displayName' | 'email'>): string {
  return `${operator.displayName} <${operator.email}>`;
}

/** The readable fields an admin can change, before and after, for the audit log. */
export function operatorChanges(before: OperatorRecord, after: OperatorRecord): AuditChange[] {
  const state = (record: OperatorRecord) => (record.disabled ? 'disabled' : 'enabled');
  return [
    { field: 'name', from: before.displayName, to: after.displayName },
    { field: 'role', from: before.role, to: after.role },
    { field: 'account', from: state(before), to: state(after) },
  ];
}
