import type { OperatorRole } from '@orbitwise/contracts/admin';
import type { Request } from 'express';

/** The operator behind an admin call, as AdminAccess found them (see CurrentOperator). */
export interface SignedInOperator {
  id: string;
  email: string;
  displayName: string;
  role: OperatorRole;
  /** SHA-256 of the session cookie: identifies the session without holding its token. */
  sessionTokenHash: string;
  /** Seconds since this session's sign-in or last step-up (RecentSignIn). */
  authenticatedSecondsAgo: number;
  /** The client address of this call. */
  ip: string | null;
}

const SIGNED_IN = Symbol('signedInOperator');

type AdminRequest = Request & { [SIGNED_IN]?: SignedInOperator };

export function signedInOperatorOf(request: Request): SignedInOperator | undefined {
  return (request as AdminRequest)[SIGNED_IN];
}

export function attachSignedInOperator(request: Request, operator: SignedInOperator): void {
  (request as AdminRequest)[SIGNED_IN] = operator;
}

/** The client address as Express sees it behind the trusted proxies (`trust proxy`). */
export function clientIp(request: Request): string | null {
  return request.ip ?? null;
}
