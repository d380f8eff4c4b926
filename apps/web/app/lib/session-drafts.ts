/**
 * Drafts kept in this tab's sessionStorage for the signed-in shopper (issue 16: the checkout form). Here, not in
 * the feature, so ending a session (features/account) can drop them without importing checkout.
 */
export const CHECKOUT_DRAFT_KEY = "checkoutDraft";

/** Logout (or an ended session): nothing typed in this tab stays for the next person. */
export function forgetSessionDrafts(): void {
  try {
    if (typeof window !== "undefined") window.sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Storage off: nothing was kept.
  }
}
