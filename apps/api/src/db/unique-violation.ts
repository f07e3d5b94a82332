/**
 * PostgreSQL's unique violation (SQLSTATE 23505), wherever the driver wraps it (node-postgres throws it,
 * Drizzle and PGlite may wrap it as a cause): a second write of what a unique index allows once, such as
 * the same address invited twice at once or a payment started twice.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}
