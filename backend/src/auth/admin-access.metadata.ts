import type { AppConfig } from '../config/env';
import type { OperatorRole } from '@orbitwise/contracts/admin';

export const ADMIN_ROLES = 'adminRoles';
export const ALLOWED_DURING_ENROLMENT = 'adminAllowedDuringEnrolment';
/** RecentSignIn: the call needs a recent sign-in or step-up. */
export const RECENT_SIGN_IN = 'adminRecentSignIn';
/** The OpenAPI security scheme of the admin session cookie (declared in openapi.ts). */
export const ADMIN_SESSION_SCHEME = 'adminSession';

/** ADMIN_REQUIRE_2FA: an admin without two-factor sign-in may only enrol it. */
export function twoFactorEnrolmentRequired(
  config: AppConfig,
  operator: { role: OperatorRole; twoFactorEnabled: boolean },
): boolean {
  return config.admin.requireTwoFactor && operator.role === 'admin' && !operator.twoFactorEnabled;
}
