/**
 * PostgreSQL SQLSTATE class 22, "data exception": the database refused a value of the request (NUL or a broken
 * UTF-16 escape in text or JSON, a number out of an integer column's range, a malformed date or pattern). The
 * schemas refuse these first (safeText, idField); this is the defence in depth when a path still lets one through.
 * 22P03 (invalid binary representation) and 22P06 (nonstandard use of escape) would be our own bugs, not input.
 */
function isDataExceptionSqlState(code: string): boolean {
  return /^22[0-9A-Z]{3}$/.test(code) && code !== "22P03" && code !== "22P06";
}

/** Whether an error (or one in its `.cause` chain: drizzle wraps driver errors) is a refused value of the input. */
export function isDatabaseInputError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && isDataExceptionSqlState(code)) return true;
    current = current.cause;
  }
  return false;
}
