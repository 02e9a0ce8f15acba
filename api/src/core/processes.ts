/**
 * How many API processes `serve` starts (ADR 195): `API_PROCESSES`, 1 unless given. Several
 * processes need PostgreSQL: PGlite is one process's database.
 */
export function processCountOf(env: NodeJS.ProcessEnv): number {
  const text = env.API_PROCESSES ?? '1';
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`API_PROCESSES must be a whole number from 1 to 64, not "${text}"`);
  }
  if (count > 1 && !env.DATABASE_URL) {
    throw new Error(
      `API_PROCESSES=${count} needs DATABASE_URL: the embedded database (PGlite) belongs to one process`,
    );
  }
  return count;
}
