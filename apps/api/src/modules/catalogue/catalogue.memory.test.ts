import { describe, expect, it, vi } from "vitest";
import { MEMO_PER_RESULT, memoised } from "./catalogue.memory";

describe("issue 17: what is computed from a cached search is remembered per question, within a bound", () => {
  it("computes each question once, and forgets the oldest beyond MEMO_PER_RESULT", () => {
    const search = {};
    const compute = vi.fn((key: string) => `answer ${key}`);
    const ask = (key: string) => memoised(search, key, () => compute(key));
    expect([ask("light=sun"), ask("light=sun")]).toEqual(["answer light=sun", "answer light=sun"]);
    expect(compute).toHaveBeenCalledTimes(1);
    for (let i = 0; i < MEMO_PER_RESULT; i++) ask(`page ${i}`);
    ask("light=sun");
    expect(compute).toHaveBeenCalledTimes(MEMO_PER_RESULT + 2);
    // Another cached search starts afresh.
    memoised({}, "light=sun", () => compute("light=sun"));
    expect(compute).toHaveBeenCalledTimes(MEMO_PER_RESULT + 3);
  });
});
