/** node-postgres and PGlite both answer `execute` with an object carrying `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
