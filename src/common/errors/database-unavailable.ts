/**
 * Error codes that mean the database could not be reached or gave up the connection (not that the
 * query was wrong): mysql2's socket and server-side connection errors, and SQLite's lock waits
 * beyond the busy timeout.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_LOCK_WAIT_TIMEOUT',
  // With DATABASE_REPLICA_URLS, mysql2's pool cluster leaves a server that failed to connect 5
  // times in a row out for a moment: the primary then has no node online.
  'POOL_NONEONLINE',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);

/** mysql2 answers a query on a socket it already saw close with this message and no code. */
const CLOSED_CONNECTION = /connection is in closed state|Connection lost|Pool is closed|connect ETIMEDOUT/i;

/**
 * A failure of the database itself (unreachable, restarting, out of connections) rather than of the
 * request: callers answer it 503 so clients retry, never 500. TypeORM wraps the driver's error
 * (QueryFailedError.driverError); a failed pool connect reaches us unwrapped.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; errno?: unknown; message?: unknown; driverError?: { code?: unknown; message?: unknown } } | null;
  if (!e || typeof e !== 'object') return false;
  for (const candidate of [e.driverError, e]) {
    if (!candidate) continue;
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === 'string' && CLOSED_CONNECTION.test(candidate.message)) return true;
  }
  return false;
}
