import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { PROBLEM_CONTENT_TYPE } from '@orbitwise/contracts';
import { type OperatorRole } from '@orbitwise/contracts/admin';
import { ProblemDetailsDto } from '../platform/problems/problem-details.dto';
import { ADMIN_ROLES, ADMIN_SESSION_SCHEME, ALLOWED_DURING_ENROLMENT } from './admin-access.metadata';
import { AdminSessionGuard } from './admin-session.guard';

const problem = (status: 401 | 403, description: string) =>
  ApiResponse({
    status,
    description,
    content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: getSchemaPath(ProblemDetailsDto) } } },
  });

/**
 * A signed-in operator with a fully signed-in session (second factor done and, where
 * ADMIN_REQUIRE_2FA applies, enrolled), of one of `roles` (none: any role). 401 problem details
 * when not signed in or the session ended, 403 for the wrong role. Admin answers are `no-store`.
 */
export function AdminAccess(...roles: OperatorRole[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ADMIN_ROLES, roles),
    UseGuards(AdminSessionGuard),
    ApiCookieAuth(ADMIN_SESSION_SCHEME),
    ApiExtraModels(ProblemDetailsDto),
    problem(
      401,
      'Not signed in, or the session ended (idle or absolute timeout, sign-out, disabled account).',
    ),
    problem(
      403,
      roles.length > 0
        ? `Only for the roles ${roles.join(', ')}; also: two-factor enrolment still required, or (non-GET) the anti-forgery token is missing or invalid.`
        : 'Two-factor enrolment still required, or (non-GET) the anti-forgery token is missing or invalid.',
    ),
  );
}

/** The few calls an admin who must still enrol two-factor sign-in may make (ADMIN_REQUIRE_2FA). */
export function AllowedDuringTwoFactorEnrolment(): MethodDecorator & ClassDecorator {
  return SetMetadata(ALLOWED_DURING_ENROLMENT, true);
}

/**
 * On a call about one resource whose service answers 404 for what the operator's role cannot see:
 * lets every role past the guard, so that a role outside the controller's list gets that same 404
 * (the rule for a resource a role cannot see) instead of a 403 that would tell it exists.
 */
export function VisibilityCheckedPerResource(): MethodDecorator {
  return SetMetadata(ADMIN_ROLES, []);
}
