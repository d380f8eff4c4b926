/**
 * Fields that start as a copy of another one: a guest's address is usually for themselves, so the recipient
 * and the address's mobile follow the contact's name and mobile, until the shopper types in them.
 */
export const fieldCopies = [
  { from: "contact.name", to: "address.recipient" },
  { from: "contact.mobile", to: "address.mobile" },
] as const;

/** Issue 16: with "This is a gift" ticked, the address's recipient and mobile follow the gift's recipient. */
export const giftCopies = [
  { from: "gift.recipient", to: "address.recipient" },
  { from: "gift.mobile", to: "address.mobile" },
] as const;

export type CopySource = (typeof fieldCopies)[number]["from"];
export type CopyTarget = (typeof fieldCopies)[number]["to"];

/** What a copy needs to know of the field it would fill. */
export interface CopyTargetState {
  /** What the field holds now. */
  value: string;
  /** What the last copy put there ("" before any). */
  copied: string;
  /** The shopper (or the browser's autofill) has typed in it: their text is theirs. */
  typed: boolean;
  /** The shopper is in it right now: nothing changes under the cursor. */
  focused: boolean;
}

/**
 * The value a copy gives a field, or null to leave the field alone. A copy only fills a field that is empty
 * or still holds the previous copy, and that the shopper has neither typed in nor is in; it replaces the whole
 * value, never appends to it. (The "Layla HaddadLayla Haddad" order: the name used to land in the recipient
 * at the moment the shopper clicked into it, and the shopper's typing was appended to it.)
 */
export function copyInto(target: CopyTargetState, source: string): string | null {
  if (target.typed || target.focused) return null;
  if (target.value !== "" && target.value !== target.copied) return null;
  return target.value === source ? null : source;
}
