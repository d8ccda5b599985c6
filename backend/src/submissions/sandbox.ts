import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { integrationCallerOf } from '../platform/http/integration-caller';

/**
 * Whether the submission belongs in the sandbox: it was sent with a test integration key. It is
 * checked and answered like any other, stored flagged, and notifies nobody (see the migration
 * SubmissionSandbox); the console and the read API keep it apart from the live ones.
 */
export const Sandbox = createParamDecorator(
  (_data: unknown, context: ExecutionContext): boolean =>
    integrationCallerOf(context.switchToHttp().getRequest<Request>())?.kind === 'test',
);
