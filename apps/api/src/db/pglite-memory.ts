/**
 * PGlite's PostgreSQL lives in a WebAssembly memory that grows and never gives anything back. With the stock
 * settings its buffer pool alone (shared_buffers 128MB, touched at start) kept ~150 MB resident on an empty shop
 * (docs/decisions/0021-memory.md). The data files are read through the operating system's page cache anyway, so
 * a small pool costs a copy per page read, not a disk read. Index builds (migrations, the seed) get 16 MB too.
 */
export const PGLITE_SHARED_BUFFERS_MB = 16;
const MAINTENANCE_WORK_MEM_MB = 16;

/** PGlite's start parameters: its own defaults (PGlite.defaultStartParams) plus our memory bounds. */
export function pgliteStartParams(defaults: readonly string[], sharedBuffersMb = PGLITE_SHARED_BUFFERS_MB): string[] {
  return [
    ...defaults,
    "-c",
    `shared_buffers=${sharedBuffersMb}MB`,
    "-c",
    `maintenance_work_mem=${MAINTENANCE_WORK_MEM_MB}MB`,
  ];
}
