import { useMemo, useSyncExternalStore } from "react";
import { storageGet } from "../../lib/cookies";
import { parseList, storageSubscriber, writeList } from "../../lib/local-list";

/** Products picked for comparison, by id, kept across visits. */
export const COMPARE_KEY = "compareItems";
export const COMPARE_CHANGE_EVENT = "bustan:compare-change";
/** At most four products side by side. */
export const COMPARE_MAX = 4;

export type CompareResult = "added" | "exists" | "full";

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

export function parseCompareIds(raw: string | null): number[] {
  return [...new Set(parseList(raw, isId))].slice(0, COMPARE_MAX);
}

/** Adds an id unless it is there already or the list is full. */
export function addCompareId(ids: readonly number[], id: number): { ids: number[]; result: CompareResult } {
  if (ids.includes(id)) return { ids: [...ids], result: "exists" };
  if (ids.length >= COMPARE_MAX) return { ids: [...ids], result: "full" };
  return { ids: [...ids, id], result: "added" };
}

export function removeCompareId(ids: readonly number[], id: number): number[] {
  return ids.filter((existing) => existing !== id);
}

export function readCompareIds(): number[] {
  return parseCompareIds(storageGet(COMPARE_KEY));
}

function save(ids: readonly number[]): void {
  writeList(COMPARE_KEY, ids, COMPARE_CHANGE_EVENT);
}

export function addToCompare(id: number): CompareResult {
  const { ids, result } = addCompareId(readCompareIds(), id);
  if (result === "added") save(ids);
  return result;
}

export function removeFromCompare(id: number): void {
  save(removeCompareId(readCompareIds(), id));
}

export function clearCompare(): void {
  save([]);
}

const subscribe = storageSubscriber(COMPARE_CHANGE_EVENT);

/** The compared ids ("" on the server, so the first render matches the server's). */
export function useCompareIds(): number[] {
  const raw = useSyncExternalStore(
    subscribe,
    () => storageGet(COMPARE_KEY) ?? "",
    () => "",
  );
  return useMemo(() => parseCompareIds(raw || null), [raw]);
}
