import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createLoadingBarStore,
  LOADING_BAR_RESET_MS,
  LOADING_BAR_START,
  LOADING_BAR_STEP_MS,
  nextValue,
} from "./loading-bar-store";

describe("SPEC 4 loading bar", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("SPEC 4: loading bar starts at 2 percent", () => {
    const bar = createLoadingBarStore();
    expect(bar.getValue()).toBe(0);
    bar.start();
    expect(bar.getValue()).toBe(LOADING_BAR_START);
    expect(LOADING_BAR_START).toBe(2);
  });

  it("SPEC 4: loading bar increments every 250 ms and never reaches 100 on its own", () => {
    const bar = createLoadingBarStore();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR_STEP_MS - 1);
    expect(bar.getValue()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(bar.getValue()).toBe(nextValue(2));
    vi.advanceTimersByTime(LOADING_BAR_STEP_MS * 400);
    expect(bar.getValue()).toBeLessThan(100);
    expect(LOADING_BAR_STEP_MS).toBe(250);
  });

  it("SPEC 4: loading bar completes to 100 and resets to 0 after 500 ms", () => {
    const bar = createLoadingBarStore();
    bar.start();
    vi.advanceTimersByTime(1000);
    bar.complete();
    expect(bar.getValue()).toBe(100);
    vi.advanceTimersByTime(LOADING_BAR_RESET_MS - 1);
    expect(bar.getValue()).toBe(100);
    vi.advanceTimersByTime(1);
    expect(bar.getValue()).toBe(0);
    expect(LOADING_BAR_RESET_MS).toBe(500);
  });

  it("SPEC 4: loading bar completes only when every started request has ended", () => {
    const bar = createLoadingBarStore();
    bar.start();
    bar.start();
    bar.complete();
    expect(bar.getValue()).toBeLessThan(100);
    bar.complete();
    expect(bar.getValue()).toBe(100);
    bar.complete();
    expect(bar.getValue()).toBe(100);
  });

  it("SPEC 4: a request starting during the reset delay restarts the bar", () => {
    const bar = createLoadingBarStore();
    bar.start();
    bar.complete();
    vi.advanceTimersByTime(200);
    bar.start();
    expect(bar.getValue()).toBe(2);
    vi.advanceTimersByTime(LOADING_BAR_RESET_MS);
    expect(bar.getValue()).toBeGreaterThan(2);
  });

  it("SPEC 4: subscribers hear every change", () => {
    const bar = createLoadingBarStore();
    const listener = vi.fn();
    const unsubscribe = bar.subscribe(listener);
    bar.start();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    vi.advanceTimersByTime(LOADING_BAR_STEP_MS);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
