/**
 * Turns start-up failures into one line a person can act on (issue 2, "clean failure"):
 * no stack traces for problems of configuration or environment.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

interface SystemError {
  code?: string;
  message?: string;
  address?: string;
  port?: number;
}

export function describeDatabaseError(err: unknown, target: string): string {
  const e = (err ?? {}) as SystemError;
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host name lookup failed',
    ETIMEDOUT: 'connection timed out',
    EHOSTUNREACH: 'host unreachable',
    '28P01': 'wrong user name or password',
    '28000': 'access refused by the server',
    '3D000': 'database does not exist',
  };
  const reason = (e.code && reasons[e.code]) || firstLine(e.message) || 'unknown error';
  return `Cannot connect to the database at ${target}: ${reason}`;
}

export function describeListenError(err: unknown, host: string, port: number): string {
  const e = (err ?? {}) as SystemError;
  if (e.code === 'EADDRINUSE') {
    return `Port ${port} is already in use; stop the other program or set PORT to a free port`;
  }
  if (e.code === 'EACCES') {
    return `Not allowed to listen on port ${port}; choose a port above 1023 with PORT`;
  }
  if (e.code === 'EADDRNOTAVAIL') {
    return `Cannot listen on HOST ${host}: no such address on this machine`;
  }
  return `Cannot listen on ${host}:${port}: ${firstLine(e.message) || 'unknown error'}`;
}

/** `postgres://user:secret@db:5432/store` → `db:5432/store`: never print credentials. */
export function redactDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n')[0]!.trim();
}
