import { describe, expect, it } from "vitest";
import { settingsAccessOf } from "./settings-access";

describe("DESIGN Back office: the settings page follows the role table", () => {
  it("an admin and the super admin edit the settings and the two-step policy", () => {
    expect(settingsAccessOf("ROLE_ADMIN")).toEqual({ editable: true, twoStepPolicy: true });
    expect(settingsAccessOf("ROLE_SUPER_ADMIN")).toEqual({ editable: true, twoStepPolicy: true });
  });

  it("a manager only views the settings and does not see the two-step policy", () => {
    expect(settingsAccessOf("ROLE_MANAGER")).toEqual({ editable: false, twoStepPolicy: false });
  });

  it("HR, a shopper or a role not known yet edits nothing", () => {
    for (const role of ["ROLE_HR", "ROLE_USER", null, undefined]) {
      expect(settingsAccessOf(role)).toEqual({ editable: false, twoStepPolicy: false });
    }
  });
});
