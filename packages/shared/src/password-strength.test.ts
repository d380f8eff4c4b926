import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-strength";

describe("passwordProblem (DESIGN field rules, shared by the server and the web forms)", () => {
  it("security: the weak passwords of the finding are refused", () => {
    for (const weak of ["aaaaaaaa", "password1", "12345678", "qwertyui"]) {
      expect(passwordProblem(weak), weak).toMatch(/^(common|guessable)$/);
    }
  });

  it("length comes first", () => {
    expect(passwordProblem("Ab1!")).toBe("tooShort");
    expect(passwordProblem("Copper-kettle-".repeat(10))).toBe("tooLong");
  });

  it("the owner's e-mail, its local part and the name are refused inside a password, in any letter case", () => {
    const owner = { email: "noor.ali@example.ae", name: "Noor Al-Hashimi" };
    expect(passwordProblem("xNOOR.ALI@example.AE", owner)).toBe("personal");
    expect(passwordProblem("my-noor.ali-garden-8", owner)).toBe("personal");
    expect(passwordProblem("Copper-Hashimi-monsoon-58", owner)).toBe("personal");
    expect(passwordProblem("Copper-kettle-monsoon-58", owner)).toBeNull();
  });

  it("a long, unpredictable password passes", () => {
    expect(passwordProblem("Green-fern-2024!", { email: "a@example.com", name: "Test Member" })).toBeNull();
  });
});
