import type { NextFunction, Request, Response } from 'express';

const DEFERRED = Symbol('deferredBodyError');

type MarkedRequest = Request & { [DEFERRED]?: unknown };

const normalised = (path: string) => path.toLowerCase().replace(/\/+$/, '');

/**
 * An error handler, right after the body parser, for the calls an integration key may authenticate:
 * a body the server cannot read (not JSON, too large, bad charset) is held on the request and
 * answered once the key has been checked (`deferredBodyError`), so that a wrong key is a 401 whatever
 * the body, and the refusal carries the key's RateLimit headers and a publishable page's CORS headers.
 */
export function deferBodyErrorsOf(paths: readonly string[]) {
  const keyed = new Set(paths.map(normalised));
  return (error: unknown, request: Request, _response: Response, next: NextFunction): void => {
    if (request.method !== 'POST' || !keyed.has(normalised(request.path))) return next(error);
    (request as MarkedRequest)[DEFERRED] = error;
    next();
  };
}

/** The body's error held for this call, if any: the key's middleware answers it after the key. */
export function deferredBodyError(request: Request): unknown {
  return (request as MarkedRequest)[DEFERRED];
}
