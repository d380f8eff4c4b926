import type { Address } from "@shop/shared";
import { describe, expect, it } from "vitest";
import ar from "../../../public/assets/i18n/ar.json";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import {
  addedAddressId,
  addressBookFormSchema,
  addressBookInputOf,
  addressFieldOf,
  addressLine,
  addressTitle,
  addressValuesOf,
  newAddressValues,
  shownAddress,
} from "./address-book";
import { OMAR_ADDRESS, OMAR_MOBILE } from "./address-test-kit";

const saved: Address = {
  addressId: 7,
  ...OMAR_ADDRESS,
  apartment: null,
  landmark: "Near the park",
  mobile: "+971557654321",
  notes: null,
  isDefault: true,
};

function keysOf(node: unknown, prefix = ""): string[] {
  if (!node || typeof node !== "object") return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe("the address book form", () => {
  it("shows a saved address with empty fields for missing texts and the mobile as written", () => {
    const values = addressValuesOf(saved);
    expect(values.address).toEqual({
      ...OMAR_ADDRESS,
      apartment: "",
      landmark: "Near the park",
      mobile: OMAR_MOBILE,
      notes: "",
    });
    expect(values.makeDefault).toBe(true);
    expect(addressBookFormSchema.safeParse(values).success).toBe(true);
  });

  it("starts a new address with the member's name and mobile", () => {
    const values = newAddressValues({ name: "Layla", mobile: "+971501234567" });
    expect(values.address.recipient).toBe("Layla");
    expect(values.address.mobile).toBe("+971 50 123 4567");
    expect(values.address.emirate).toBe("");
    expect(newAddressValues(null).address.recipient).toBe("");
  });

  it("refuses a new address without its emirate, area, street and building (the shared rules)", () => {
    const result = addressBookFormSchema.safeParse(newAddressValues({ name: "Layla", mobile: "+971501234567" }));
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path.join(".")));
    expect([...fields].sort()).toEqual(["address.area", "address.building", "address.emirate", "address.street"]);
  });

  it("sends trimmed texts, leaves empty optional ones out and asks for the default only when ticked", () => {
    const values = addressValuesOf({ ...saved, isDefault: false, label: "  " });
    values.address.area = "  Al Majaz ";
    expect(addressBookInputOf(values)).toEqual({
      label: undefined,
      recipient: "Omar Saleh",
      emirate: "sharjah",
      area: "Al Majaz",
      street: "Corniche Street",
      building: "Tower 3",
      apartment: undefined,
      landmark: "Near the park",
      mobile: "+971 55 765 4321",
      notes: undefined,
    });
    expect(addressBookInputOf({ ...values, makeDefault: true }).isDefault).toBe(true);
  });

  it("places a server error on the field it names", () => {
    expect(addressFieldOf("address.mobile")).toBe("address.mobile");
    expect(addressFieldOf("building")).toBe("address.building");
    expect(addressFieldOf("addressId")).toBeNull();
    expect(addressFieldOf(undefined)).toBeNull();
  });
});

describe("showing addresses", () => {
  it("names an address by its own name, else by the recipient", () => {
    expect(addressTitle(saved)).toBe("Home");
    expect(addressTitle({ label: null, recipient: "Omar Saleh" })).toBe("Omar Saleh");
    expect(addressTitle({ label: " ", recipient: "Omar Saleh" })).toBe("Omar Saleh");
  });

  it("joins the parts given, from the apartment to the emirate", () => {
    expect(addressLine(saved, "Sharjah", ", ")).toBe("Tower 3, Corniche Street, Al Majaz, Sharjah");
    expect(addressLine({ ...saved, apartment: "1204" }, "الشارقة", "، ")).toBe(
      "1204، Tower 3، Corniche Street، Al Majaz، الشارقة",
    );
  });

  it("the dashboard shows the default address, else the first", () => {
    const first = { ...saved, addressId: 1, isDefault: false };
    const second = { ...saved, addressId: 2, isDefault: true };
    expect(shownAddress([first, second])).toBe(second);
    expect(shownAddress([first, { ...second, isDefault: false }])).toBe(first);
    expect(shownAddress([])).toBeNull();
  });

  it("finds the address just added", () => {
    expect(addedAddressId([{ addressId: 1 }], [{ addressId: 3 }, { addressId: 1 }])).toBe(3);
    expect(addedAddressId([{ addressId: 1 }], [{ addressId: 1 }])).toBeNull();
  });
});

describe("translations", () => {
  it("the address book and dashboard texts exist in en, fr and ar alike", () => {
    for (const part of ["addresses", "dashboard"] as const) {
      const keys = keysOf(en[part]).sort();
      expect(keysOf(fr[part]).sort()).toEqual(keys);
      expect(keysOf(ar[part]).sort()).toEqual(keys);
    }
  });
});
