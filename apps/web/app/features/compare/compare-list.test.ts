import { describe, expect, it } from "vitest";
import { addCompareId, COMPARE_MAX, parseCompareIds, removeCompareId } from "./compare-list";

describe("compare list", () => {
  it("holds at most four products", () => {
    expect(COMPARE_MAX).toBe(4);
    let ids: number[] = [];
    for (const id of [1, 2, 3, 4]) {
      const step = addCompareId(ids, id);
      expect(step.result).toBe("added");
      ids = step.ids;
    }
    const fifth = addCompareId(ids, 5);
    expect(fifth.result).toBe("full");
    expect(fifth.ids).toEqual([1, 2, 3, 4]);
  });

  it("does not add a product twice, and frees a place on removal", () => {
    expect(addCompareId([1, 2], 2)).toEqual({ ids: [1, 2], result: "exists" });
    const ids = removeCompareId([1, 2, 3, 4], 2);
    expect(ids).toEqual([1, 3, 4]);
    expect(addCompareId(ids, 9).result).toBe("added");
  });

  it("reads stored ids defensively", () => {
    expect(parseCompareIds('[3,3,1,"x",-2,7,8,9]')).toEqual([3, 1, 7, 8]);
    expect(parseCompareIds("oops")).toEqual([]);
    expect(parseCompareIds(null)).toEqual([]);
  });
});
