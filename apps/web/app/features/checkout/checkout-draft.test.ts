import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetSessionDrafts } from "../../lib/session-drafts";
import { CHECKOUT_DRAFT_KEY, clearDraft, loadDraft, mergeDraft, saveDraft } from "./checkout-draft";
import { type CheckoutFormValues, emptyAddress, emptyGift } from "./checkout-forms";

/** sessionStorage as the browser has it (the web tests run in Node). */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const defaults: CheckoutFormValues = {
  contact: { name: "", email: "", mobile: "" },
  addressMode: "new",
  addressId: "",
  address: { ...emptyAddress },
  deliveryDate: "",
  deliverySlot: "",
  paymentMethod: "cod",
  newsletter: false,
  discountCode: "",
  gift: { ...emptyGift },
};

const typed: CheckoutFormValues = {
  ...defaults,
  contact: { name: "Layla Haddad", email: "layla@example.com", mobile: "050 123 4567" },
  address: { ...emptyAddress, recipient: "Omar", emirate: "dubai", area: "Al Barsha", street: "Street 5" },
  deliveryDate: "2026-11-27",
  deliverySlot: "evening",
  newsletter: true,
  discountCode: "SPRING20",
  gift: { enabled: true, message: "Happy birthday!", recipient: "Omar", mobile: "050 765 4321" },
};

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("window", { sessionStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe("issue 16: checkout keeps what was typed in session storage", () => {
  it("defect: a reload used to start empty; the typed values come back for the same shopper", () => {
    saveDraft("", typed);
    expect(loadDraft("", defaults)).toEqual(typed);
  });

  it("keeps one key per tab, never a card number or a password (the form has none)", () => {
    saveDraft("", typed);
    expect([...storage.items.keys()]).toEqual([CHECKOUT_DRAFT_KEY]);
    const raw = storage.getItem(CHECKOUT_DRAFT_KEY) ?? "";
    expect(raw).not.toMatch(/card|cvc|password/i);
  });

  it("another session's draft is not restored, and is dropped (logout, another member)", () => {
    saveDraft("17", typed);
    expect(loadDraft("", defaults)).toBeNull();
    expect(storage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
  });

  it("is cleared once the order is placed, and when the session ends (logout)", () => {
    saveDraft("", typed);
    clearDraft();
    expect(loadDraft("", defaults)).toBeNull();
    saveDraft("17", typed);
    forgetSessionDrafts();
    expect(loadDraft("17", defaults)).toBeNull();
  });

  it("an unreadable draft is dropped; storage that throws does not break checkout", () => {
    storage.setItem(CHECKOUT_DRAFT_KEY, "{not json");
    expect(loadDraft("", defaults)).toBeNull();
    vi.stubGlobal("window", {
      get sessionStorage(): Storage {
        throw new Error("denied");
      },
    });
    expect(() => saveDraft("", typed)).not.toThrow();
    expect(loadDraft("", defaults)).toBeNull();
    expect(() => clearDraft()).not.toThrow();
  });

  it("takes only the form's own fields, each of its type (an old or tampered draft cannot add or break fields)", () => {
    const merged = mergeDraft(defaults, {
      contact: { name: 42, email: "a@b.c", extra: "x" },
      address: "not an object",
      newsletter: "yes",
      deliverySlot: "x".repeat(5000),
      cardNumber: "4242 4242 4242 4242",
      gift: { enabled: true, message: "Hi" },
    });
    expect(merged.contact).toEqual({ name: "", email: "a@b.c", mobile: "" });
    expect(merged.address).toEqual(emptyAddress);
    expect(merged.newsletter).toBe(false);
    expect(merged.deliverySlot).toBe("");
    expect(merged).not.toHaveProperty("cardNumber");
    expect(merged.gift).toEqual({ ...emptyGift, enabled: true, message: "Hi" });
  });
});
