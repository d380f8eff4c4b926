import { describe, expect, it } from "vitest";
import { type CopyTargetState, copyInto } from "./copied-fields";

const fresh: CopyTargetState = { value: "", copied: "", typed: false, focused: false };

/** Plays what the shopper does to the source; the target follows by the rules. */
function follow(sourceValues: string[], target: CopyTargetState = fresh): CopyTargetState {
  let state = target;
  for (const source of sourceValues) {
    const next = copyInto(state, source);
    if (next !== null) state = { ...state, value: next, copied: next };
  }
  return state;
}

describe("checkout: a field copied from another one", () => {
  it("an empty, untouched field is prefilled with the whole source", () => {
    expect(copyInto(fresh, "Layla Haddad")).toBe("Layla Haddad");
  });

  it("security: the name typed letter by letter never doubles in the recipient (corrupted order finding)", () => {
    const typed = [..."Layla Haddad"].map((_, i, all) => all.slice(0, i + 1).join(""));
    expect(follow(typed).value).toBe("Layla Haddad");
    // Blur, re-focus and type more: the untouched copy follows, whole, never appended to.
    expect(follow([...typed, "Layla Haddad", "Layla Haddad Jr"]).value).toBe("Layla Haddad Jr");
  });

  it("never replaces what the shopper typed in the field", () => {
    expect(copyInto({ value: "Omar", copied: "Layla", typed: true, focused: false }, "Layla Haddad")).toBeNull();
    // Typed and then cleared: still the shopper's field, it stays empty.
    expect(copyInto({ value: "", copied: "Layla", typed: true, focused: false }, "Layla Haddad")).toBeNull();
  });

  it("never changes the field the shopper is in", () => {
    expect(copyInto({ ...fresh, focused: true }, "Layla Haddad")).toBeNull();
  });

  it("leaves a field filled by something else (a saved default, the browser) alone", () => {
    expect(copyInto({ value: "Sara", copied: "", typed: false, focused: false }, "Layla Haddad")).toBeNull();
  });

  it("an unchanged source changes nothing, and an emptied source empties an untouched copy", () => {
    expect(copyInto({ value: "Layla", copied: "Layla", typed: false, focused: false }, "Layla")).toBeNull();
    expect(copyInto({ value: "Layla", copied: "Layla", typed: false, focused: false }, "")).toBe("");
  });
});
