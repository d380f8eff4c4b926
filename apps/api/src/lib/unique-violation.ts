/** Whether a database error (or one it wraps, as drizzle does) has this PostgreSQL SQLSTATE. */
function hasSqlState(error: unknown, state: string): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === state) return true;
  }
  return false;
}

/** PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, "23505");
}

/** A row still named by another table's key: foreign_key_violation (23503) or, ON DELETE RESTRICT, 23001. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, "23503") || hasSqlState(error, "23001");
}
