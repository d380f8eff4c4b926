import { isLanguage, type Language } from "@shop/shared/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { memberWishlist, readLocalWishlist } from "../wishlist-store";
import { readLocalCart } from "./local-cart";
import { memberCart } from "./member-cart";
import { saveLocalToServer } from "./save-local";

/**
 * Keeps the member lists in step with the session: a member's cart and wish list are fetched once per
 * page life (and again for another member or language); a visitor's are forgotten. Lines a visitor left on this device
 * (e.g. added in another tab, or kept after a failed save) are saved to the account first.
 */
export function syncMemberLists(owner: string | null, lang?: Language): void {
  if (!owner) {
    memberCart.reset();
    memberWishlist.reset();
    return;
  }
  if (readLocalCart().length > 0 || readLocalWishlist().length > 0) {
    void saveLocalToServer();
    return;
  }
  void memberCart.ensure(owner, lang);
  void memberWishlist.ensure(owner, lang);
}

/** Also fetches the lists again after a language switch, for the product names. */
export function useMemberSync(owner: string | null, hydrated: boolean): void {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : undefined;
  useEffect(() => {
    if (hydrated) syncMemberLists(owner, lang);
  }, [owner, hydrated, lang]);
}
