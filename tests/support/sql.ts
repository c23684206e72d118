/**
 * The SQL this test process sends while `work` runs (Prisma's pg adapter and the raw pool alike): to count statements
 * or to see which tables a request touched. Requests run in process (`server.app.request`), so their statements are
 * among those recorded.
 */
import pg from 'pg';

export async function statementsDuring<T>(work: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  const sql: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    sql.push(typeof first === 'string' ? first : (first?.text ?? ''));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    return { result: await work(), sql };
  } finally {
    pg.Client.prototype.query = original;
  }
}
