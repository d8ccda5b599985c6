import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { signedInOperatorOf, type SignedInOperator } from './signed-in-operator';

/** The signed-in operator of a handler guarded by AdminAccess. */
export const CurrentOperator = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SignedInOperator => {
    const operator = signedInOperatorOf(context.switchToHttp().getRequest<Request>());
    if (!operator) throw new Error('CurrentOperator needs the handler or its controller to use AdminAccess');
    return operator;
  },
);
