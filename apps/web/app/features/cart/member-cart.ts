import type { CartLine } from "@shop/shared";
import { createMemberStore } from "../../lib/member-store";
import { searchServerCart } from "./cart-api";

/** The member's cart (SPEC 4: on the server), the one copy the whole page reads. */
export const memberCart = createMemberStore<CartLine>(async (lang) => (await searchServerCart(lang)).jcarts);
