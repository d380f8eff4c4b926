/**
 * Test data of the address tests (not a test file itself): the saved Sharjah address of Omar Saleh, used by the
 * address book's unit tests and by the end-to-end specs that save it before checkout.
 */
export const OMAR_ADDRESS = {
  label: "Home",
  recipient: "Omar Saleh",
  emirate: "sharjah",
  area: "Al Majaz",
  street: "Corniche Street",
  building: "Tower 3",
} as const;

/** Omar's mobile as a shopper types it (the API stores it as +971557654321). */
export const OMAR_MOBILE = "+971 55 765 4321";
