import type { OperatorView } from '@orbitwise/contracts/admin';
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

/** How the audit log names an operator: by reference, never by personal data. */
export function operatorTarget(id: string): string {
  return `operator ${id}`;
}
