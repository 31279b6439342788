/**
 * The one line logged for an unexpected failure (a 500). Never the error's message: a failed
 * query's message carries the SQL parameters ("Failed query: … params: …"), PostgreSQL's own
 * messages quote the values they refused, and the request's body and query string are personal
 * data. What is logged: the route, the error's class, the PostgreSQL error code (SQLSTATE) if
 * any, and where in the server code it was thrown.
 */
export const failureLine = (error: unknown, route: string): string => {
  const names: string[] = [];
  let code: string | undefined;
  // a driver's error is the `cause` of drizzle's DrizzleQueryError
  for (let current: unknown = error; current instanceof Error && names.length < 5; current = current.cause) {
    // the class: drizzle's and the drivers' errors keep the generic `name` ('Error', 'error')
    names.push(current.constructor.name);
    const { code: ownCode } = current as { code?: unknown };
    if (code === undefined && typeof ownCode === 'string' && /^[0-9A-Z]{5}$/.test(ownCode)) code = ownCode;
  }
  const where = error instanceof Error ? error.stack?.split('\n').find((line) => /^\s+at .*\/server\//.test(line))?.trim() : undefined;
  return [
    `Unexpected failure on ${route}:`,
    names.length > 0 ? names.join(' ← ') : typeof error,
    code === undefined ? '' : `(SQLSTATE ${code})`,
    where ?? '',
  ]
    .filter((part) => part !== '')
    .join(' ');
};
