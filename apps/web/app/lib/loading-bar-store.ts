/**
 * SPEC 4 / 9 loading bar: starts at 2 %, grows every 250 ms, jumps to 100 % when every
 * pending task is done and resets to 0 500 ms later.
 */
export const LOADING_BAR_START = 2;
export const LOADING_BAR_STEP_MS = 250;
export const LOADING_BAR_RESET_MS = 500;
/** Requests carrying this header do not move the bar (SPEC 4). */
export const IGNORE_LOADING_BAR_HEADER = "x-ignore-loading-bar";

export interface Timers {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const defaultTimers: Timers = {
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** Smaller steps as the bar fills, so it never reaches 100 before the work is done. */
export function nextValue(value: number): number {
  let step = 0;
  if (value < 25) step = 5;
  else if (value < 65) step = 3;
  else if (value < 90) step = 2;
  else if (value < 99) step = 0.5;
  return Math.min(99, value + step);
}

export interface LoadingBarStore {
  /** Starts (or joins) a loading task. */
  start(): void;
  /** Ends one task; the bar completes when none is left. */
  complete(): void;
  getValue(): number;
  subscribe(listener: () => void): () => void;
}

export function createLoadingBarStore(timers: Timers = defaultTimers): LoadingBarStore {
  let value = 0;
  let pending = 0;
  let interval: unknown = null;
  let reset: unknown = null;
  const listeners = new Set<() => void>();

  const set = (next: number) => {
    if (next === value) return;
    value = next;
    for (const listener of listeners) listener();
  };
  const stopInterval = () => {
    if (interval !== null) timers.clearInterval(interval);
    interval = null;
  };

  return {
    start() {
      pending += 1;
      if (reset !== null) {
        timers.clearTimeout(reset);
        reset = null;
      }
      if (interval !== null) return;
      set(LOADING_BAR_START);
      interval = timers.setInterval(() => set(nextValue(value)), LOADING_BAR_STEP_MS);
    },
    complete() {
      if (pending === 0) return;
      pending -= 1;
      if (pending > 0) return;
      stopInterval();
      set(100);
      reset = timers.setTimeout(() => {
        reset = null;
        set(0);
      }, LOADING_BAR_RESET_MS);
    },
    getValue: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one bar of the page: navigation and client API calls share it. */
export const loadingBar = createLoadingBarStore();
