/**
 * Tells "PostgreSQL cannot be reached right now" apart from every other database error, so the
 * global filter answers 503 for the first (the client may retry shortly) and keeps 500 for the rest
 * (a bug or a broken schema, which retrying will not fix).
 */

/**
 * SQLSTATE codes and classes of an unavailable server: 08 connection exception, 53 insufficient
 * resources (53300 too many connections, 53100 disk full, 53200 out of memory), 57014 query
 * canceled (our statement_timeout), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot
 * connect now (starting up or shutting down).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57014|57P0[123])$/;

/** Node errors of a connection the API opens: the only outbound connections it makes are to PostgreSQL. */
const CONNECT_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Socket errors met on an established connection, counted only when they come out of a query. */
const SOCKET_ERROR_CODES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** Messages of pg, pg-pool and TypeORM that carry no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // pg: the server closed the socket, or the connection timeout fired
  /^timeout exceeded when trying to connect$/, // pg-pool: connectionTimeoutMillis, no client free or made
  /^Query read timeout$/, // pg: query_timeout
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/, // during shutdown
  /^Driver not Connected$/, // TypeORM, once the DataSource is destroyed
];

interface ErrorLike {
  code?: unknown;
  syscall?: unknown;
  severity?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function check(error: unknown, fromQuery: boolean, depth: number): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const e = error as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : undefined;
  // pg's DatabaseError: a SQLSTATE from the server, with a severity.
  if (code && typeof e.severity === 'string' && UNAVAILABLE_SQLSTATE.test(code)) return true;
  if (code && CONNECT_ERROR_CODES.has(code) && (e.syscall === 'connect' || e.syscall === 'getaddrinfo')) {
    return true;
  }
  if (code && fromQuery && SOCKET_ERROR_CODES.has(code)) return true;
  if (
    typeof e.message === 'string' &&
    UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(e.message as string))
  ) {
    return true;
  }
  // TypeORM's QueryFailedError wraps pg's error; a connect error can be an AggregateError (IPv4 + IPv6).
  if (e.driverError !== undefined && check(e.driverError, true, depth + 1)) return true;
  if (e.cause !== undefined && check(e.cause, fromQuery, depth + 1)) return true;
  if (Array.isArray(e.errors)) return e.errors.some((inner) => check(inner, fromQuery, depth + 1));
  return false;
}

/** True when the error means PostgreSQL is down, unreachable, restarting or refusing connections. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return check(error, false, 0);
}
