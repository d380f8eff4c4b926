import { type CartResponse, cartResponseSchema } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { rowsOf } from "../../src/lib/rows";
import { successOf } from "../support/answers";
import { registerMember } from "../support/members";
import { envelope, fileTestContext, type TestContext } from "../support/test-app";

/** Helpers shared by the cart and wish-list tests (not a test file itself). */

/** A registered, logged-in member (register + login through the API) and the id of its user. */
export type Member = Awaited<ReturnType<typeof registerMember>> & { id: number };

export async function member(ctx: TestContext, name = "Test Member"): Promise<Member> {
  const registered = await registerMember(ctx, { name });
  return { ...registered, id: registered.user.id };
}

export function memberClient(ctx: () => TestContext) {
  const rows = async <T>(query: SQL) => rowsOf<T>(await ctx().database.db.execute(query));
  const usedProducts = new Set<number>();
  const client = {
    rows,
    /** POSTs requestPayload in the SPEC 3 envelope; tokenPayload may be set to test it changes nothing. */
    post(url: string, who: Member | null, requestPayload?: unknown, tokenPayload: unknown = {}) {
      const payload = { payload: { ...envelope(requestPayload).payload, tokenPayload } };
      return ctx().app.inject({ method: "POST", url, headers: who?.headers ?? {}, payload });
    },
    /**
     * `n` SKUs no other test of this file has used: active, of listed products, with at least `minStock` left,
     * each of a product no other test has used (so a test changing a product never touches another's SKUs).
     */
    async freshSkus(n: number, minStock = 20): Promise<number[]> {
      const found = await rows<{ id: number; productId: number }>(sql`
        select distinct on (s.product_id) s.id, s.product_id as "productId"
        from skus s join products p on p.id = s.product_id
        where s.is_active and p.listed and s.stock >= ${minStock}
          and s.product_id <> all(${`{${[...usedProducts].join(",")}}`}::int[])
        order by s.product_id, s.id limit ${n}`);
      expect(found).toHaveLength(n);
      for (const r of found) usedProducts.add(Number(r.productId));
      return found.map((r) => Number(r.id));
    },
    /** Gives a member `n` cart lines of any other SKUs (available or not), straight into the table. */
    async fillCart(who: Member, n: number, except: readonly number[]) {
      await rows(sql`insert into cart_items (user_id, sku_id, qty)
        select ${who.id}::int, id, 1 from skus where id <> all(${`{${except.join(",")}}`}::int[])
        order by id limit ${n}`);
    },
    async sku(id: number) {
      const [row] = await rows<{ price: number; discount: number; stock: number; productId: number }>(sql`
        select price_fils as price, discount_pct as discount, stock, product_id as "productId" from skus where id = ${id}`);
      return row!;
    },
    setSku: (id: number, set: SQL) => rows(sql`update skus set ${set} where id = ${id}`),
    /** A SKU for each way it can be gone: an unknown id, an inactive SKU, a SKU of an unlisted product. */
    async goneSkus(): Promise<[unknown: number, inactive: number, ofHidden: number]> {
      const [inactive, ofHidden] = await client.freshSkus(2);
      await client.setSku(inactive!, sql`is_active = false`);
      await rows(sql`update products set is_active = false where id = ${(await client.sku(ofHidden!)).productId}`);
      return [999_999, inactive!, ofHidden!];
    },
  };
  return client;
}

/** Expects the refusal of a SKU that is gone: `status`, and `errorCode` on skuId saying it is no longer available. */
export function expectNoLongerAvailable(res: LightMyRequestResponse, status: number, errorCode: string, skuId: number) {
  expect(res.statusCode, String(skuId)).toBe(status);
  expect(res.json().errorList).toEqual([
    expect.objectContaining({
      errorCode,
      errorDesc: "This item is no longer available.",
      field: "skuId",
    }),
  ]);
}

/** The cart calls, answering the shared schema's parse of a 200 SUCCESS answer. */
export function cartApi(client: ReturnType<typeof memberClient>) {
  const ADD = "/api/v2/cart/add";
  const SEARCH = "/api/v2/cart/search";
  async function cartCall(url: string, who: Member, requestPayload?: unknown): Promise<CartResponse> {
    return successOf(await client.post(url, who, requestPayload), cartResponseSchema);
  }
  return {
    ADD,
    DELETE: "/api/v2/cart/delete",
    SEARCH,
    ADD_ALL: "/api/v2/cart/addall",
    cartCall,
    search: (who: Member) => cartCall(SEARCH, who, {}),
    /** [skuId, qty] of each line, in order. */
    lines: (cart: CartResponse) => cart.jcarts.map((l) => [l.skuId, l.qty]),
  };
}

/** A cart test file's context (opened before its tests, closed after them), its member client and the cart calls. */
export function cartTestFile() {
  const ctx = fileTestContext();
  const client = memberClient(ctx);
  return { ctx, client, ...cartApi(client) };
}
