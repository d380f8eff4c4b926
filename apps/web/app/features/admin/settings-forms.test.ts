import { defaultDeliverySettings } from "@shop/shared";
import { describe, expect, it } from "vitest";
import {
  closedDateProblem,
  deliverySettingsOf,
  formFieldOf,
  parseAed,
  serverProblemOf,
  taxIdentityOf,
  toDeliveryForm,
} from "./settings-forms";

describe("delivery settings form", () => {
  it("shows fils as AED and gives back the same settings unchanged", () => {
    const form = toDeliveryForm({ ...defaultDeliverySettings, closedDates: ["2030-05-02", "2030-05-01"] });
    expect(form.charges.dubai).toBe("15.00");
    expect(form.freeAbove).toBe("200.00");
    expect(form.codFee).toBe("5.00");
    expect(form.slotCapacity.evening).toBe("30");
    expect(form.closedDates).toEqual(["2030-05-01", "2030-05-02"]);
    expect(deliverySettingsOf(form, defaultDeliverySettings).settings).toEqual({
      ...defaultDeliverySettings,
      closedDates: ["2030-05-01", "2030-05-02"],
    });
  });

  it("reads amounts with up to two decimals, grouping commas and Arabic digits", () => {
    expect(parseAed("15")).toBe(1500);
    expect(parseAed(" 15.5 ")).toBe(1550);
    expect(parseAed("1,500.05")).toBe(150005);
    expect(parseAed("١٥٫٥")).toBe(1550);
    for (const bad of ["", "-1", "15.555", "abc", "1e3", "15.", ".5"]) expect(parseAed(bad), bad).toBeNull();
  });

  it("an empty free-delivery amount means never free; the fields not in the form are kept", () => {
    const base = { ...defaultDeliverySettings, daysAhead: 21 };
    const form = { ...toDeliveryForm(base), freeAbove: " ", sameDayCutoff: "13:30" };
    expect(deliverySettingsOf(form, base).settings).toMatchObject({
      freeAbove: null,
      sameDayCutoff: "13:30",
      daysAhead: 21,
      slotStarts: base.slotStarts,
    });
  });

  it("names each invalid field as the server does, with its message", () => {
    const form = toDeliveryForm(defaultDeliverySettings);
    const result = deliverySettingsOf(
      {
        ...form,
        charges: { ...form.charges, dubai: "-5", sharjah: "20000" },
        codFee: "",
        slotCapacity: { ...form.slotCapacity, morning: "2.5" },
        sameDayCutoff: "25:00",
        closedDates: ["2030-02-30"],
      },
      defaultDeliverySettings,
    );
    expect(result.problems).toEqual({
      "charges.dubai": { key: "amount" },
      "charges.sharjah": { key: "amountMax", values: { max: "10000.00" } },
      codFee: { key: "amount" },
      "slotCapacity.morning": { key: "capacity" },
      sameDayCutoff: { key: "cutoff" },
      "closedDates.0": { key: "date" },
    });
  });

  it("a date to close: a real date, from today, not closed yet", () => {
    expect(closedDateProblem("", [], "2030-05-01")).toEqual({ key: "date" });
    expect(closedDateProblem("2030-04-30", [], "2030-05-01")).toEqual({ key: "datePast" });
    expect(closedDateProblem("2030-05-03", ["2030-05-03"], "2030-05-01")).toEqual({ key: "dateTaken" });
    expect(closedDateProblem("2030-05-01", [], "2030-05-01")).toBeNull();
  });

  it("maps the server's field names to the form's", () => {
    expect(formFieldOf("settings.charges.dubai", "settings")).toBe("charges.dubai");
    expect(formFieldOf("identity.trn", "identity")).toBe("trn");
    expect(formFieldOf("settings", "settings")).toBeNull();
    expect(formFieldOf(undefined, "settings")).toBeNull();
    expect(serverProblemOf("slotCapacity.evening")).toEqual({ key: "capacity" });
    expect(serverProblemOf("freeAbove")).toEqual({ key: "amount" });
    expect(serverProblemOf("trn")).toEqual({ key: "trn" });
  });
});

describe("tax invoice form", () => {
  it("a TRN is exactly 15 digits (spaces and dashes dropped); the legal name is required", () => {
    expect(taxIdentityOf({ trn: "100 1234 5678 9003", legalName: "  Bustan L.L.C. " }).identity).toEqual({
      trn: "100123456789003",
      legalName: "Bustan L.L.C.",
    });
    expect(taxIdentityOf({ trn: "12345", legalName: "" }).problems).toEqual({
      trn: { key: "trn" },
      legalName: { key: "legalNameRequired" },
    });
    expect(taxIdentityOf({ trn: "1001234567890031", legalName: "x".repeat(201) }).problems).toEqual({
      trn: { key: "trn" },
      legalName: { key: "legalName" },
    });
  });
});
