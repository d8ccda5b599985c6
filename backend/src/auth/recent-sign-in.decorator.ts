import { applyDecorators, HttpStatus, SetMetadata } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { PROBLEM_CONTENT_TYPE } from '@orbitwise/contracts';
import {
  STEP_UP_MINUTES,
  STEP_UP_PATH,
  STEP_UP_REQUIRED_DETAIL,
  STEP_UP_REQUIRED_TYPE,
} from '@orbitwise/contracts/admin';
import { ProblemDetailsDto } from '../platform/problems/problem-details.dto';
import { ProblemException } from '../platform/problems/problem';
import { RECENT_SIGN_IN } from './admin-access.metadata';

/** The refusal AdminSessionGuard answers for a RecentSignIn call from a sign-in too old. */
export function stepUpRequired(): ProblemException {
  return new ProblemException(HttpStatus.FORBIDDEN, STEP_UP_REQUIRED_DETAIL, {
    type: STEP_UP_REQUIRED_TYPE,
    title: 'Step-up required',
  });
}

/** Whether a session whose operator proved who they are `secondsAgo` may take a privileged action. */
export function signInIsRecent(secondsAgo: number): boolean {
  return secondsAgo < STEP_UP_MINUTES * 60;
}

/**
 * A privileged action (next to AdminAccess, which reads it): it needs the session's sign-in or last
 * step-up to be under STEP_UP_MINUTES old, so that a session left open on an unattended screen
 * cannot hand out power. Otherwise 403 with the problem type STEP_UP_REQUIRED_TYPE, checked after
 * the role and before the body is read.
 */
export function RecentSignIn(otherRefusals = ''): MethodDecorator {
  return applyDecorators(
    SetMetadata(RECENT_SIGN_IN, true),
    ApiExtraModels(ProblemDetailsDto),
    ApiResponse({
      status: 403,
      description:
        `Step-up required: the sign-in (or last step-up) is over ${STEP_UP_MINUTES} minutes old. The problem's ` +
        `\`type\` is \`${STEP_UP_REQUIRED_TYPE}\`; POST ${STEP_UP_PATH} with the password (and code), then ` +
        `send the call again. Also: the wrong role, two-factor enrolment still required, or the anti-forgery ` +
        `token is missing or invalid${otherRefusals ? `; ${otherRefusals}` : ''}.`,
      content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: getSchemaPath(ProblemDetailsDto) } } },
    }),
  );
}
