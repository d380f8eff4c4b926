import type { WishlistLine } from "@shop/shared";
import { createMemberStore } from "../../lib/member-store";
import { searchServerWishlist } from "./wishlist-api";

/** The member's wish list (SPEC 4: on the server), the one copy the whole page reads. */
export const memberWishlist = createMemberStore<WishlistLine>(
  async (lang) => (await searchServerWishlist(lang)).jWishLists,
);
