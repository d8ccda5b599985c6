import { QueryFailedError, TypeORMError } from 'typeorm';
import { isDatabaseUnavailable } from './database-errors';

/** pg's DatabaseError as the server sends it: a SQLSTATE and a severity. */
const serverError = (code: string, message = 'server error') =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });
const nodeError = (code: string, syscall?: string) =>
  Object.assign(new Error(`${syscall ?? 'read'} ${code}`), { code, ...(syscall ? { syscall } : {}) });
const failedQuery = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', nodeError('ECONNREFUSED', 'connect')],
    ['host unknown', nodeError('ENOTFOUND', 'getaddrinfo')],
    [
      'refused on IPv4 and IPv6',
      Object.assign(new AggregateError([nodeError('ECONNREFUSED', 'connect')]), { code: 'ECONNREFUSED' }),
    ],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['connection timeout', new Error('Connection terminated due to connection timeout')],
    ['server gone mid-query', failedQuery(new Error('Connection terminated unexpectedly'))],
    ['socket reset mid-query', failedQuery(nodeError('ECONNRESET'))],
    ['query timeout', failedQuery(new Error('Query read timeout'))],
    ['admin shutdown', failedQuery(serverError('57P01'))],
    ['starting up', serverError('57P03')],
    ['too many connections', serverError('53300')],
    ['statement timeout', failedQuery(serverError('57014'))],
    ['connection exception', serverError('08006')],
    ['data source destroyed', new TypeORMError('Driver not Connected')],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a missing table', failedQuery(serverError('42P01'))],
    ['a unique violation', failedQuery(serverError('23505'))],
    ['a bad value', failedQuery(serverError('22P02'))],
    ['a socket error that is not a query (the client went away)', nodeError('ECONNRESET')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
