import { readdir } from "node:fs/promises";
import path from "node:path";
import {
  type AdminLook,
  adminLookListResponseSchema,
  adminLookResponseSchema,
  lookbookResponseSchema,
} from "@shop/shared";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext } from "../../../test/support/test-app";
import { checkoutKit, type Headers } from "../../../test/testkits/checkout.testkit";
import { multipart, pictures } from "../../../test/testkits/images.testkit";
import { PRODUCT_IMAGE_WIDTHS } from "../catalogue/catalogue.images.pipeline";

/** Issue 14 "Pages": the lookbook, photos through the image pipeline with hotspots linking to catalogue products. */
const ctx = fileTestContext();
const kit = checkoutKit(ctx);
let manager: Headers;
let products: Array<{ id: number; slug: string; price: number }>;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
  products = await kit.rows(sql`select p.id, p.slug, min(s.price_fils)::int as price from products p
    join skus s on s.product_id = p.id where p.is_active group by p.id order by p.id limit 3`);
});

const call = (op: string, payload: unknown) => kit.post(`/api/v1/admin/lookbook/${op}`, payload, manager);
const lookOf = async (op: string, payload: unknown) => successOf(await call(op, payload), adminLookResponseSchema).look;
async function upload(bytes: Buffer, headers: Headers = manager) {
  const body = multipart({}, { name: "room.jpg", type: "image/jpeg", bytes });
  return ctx().app.inject({
    method: "POST",
    url: "/api/v1/admin/lookbook/upload",
    headers: { ...headers, "content-type": body.contentType },
    payload: body.payload,
  });
}
const storefront = async (lang = "en") =>
  successOf(await ctx().app.inject({ url: `/api/v1/content/lookbook?lang=${lang}` }), lookbookResponseSchema).looks;
const texts = { title: { en: "Living room", ar: "غرفة المعيشة" }, alt: { en: "A sofa beside a tall palm" } };

describe("lookbook", () => {
  let look: AdminLook;

  it("issue 14: the storefront's lookbook is empty until a look is published", async () => {
    expect(await storefront()).toEqual([]);
  });

  it("issue 14: an upload makes a draft look, stored as WebP in the storefront's widths", async () => {
    look = successOf(await upload(await pictures.jpeg()), adminLookResponseSchema).look;
    expect(look).toMatchObject({ status: "draft", hotspots: [], image: { width: 960, height: 720 } });
    const files = await readdir(path.join(ctx().config.mediaDir, "lookbook"));
    expect(files.filter((f) => f.endsWith(".webp"))).toHaveLength(PRODUCT_IMAGE_WIDTHS.length);
    const meta = await sharp(
      path.join(ctx().config.mediaDir, "lookbook", files.find((f) => f.endsWith("-640.webp"))!),
    ).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 640 });
    expect(await storefront()).toEqual([]);
  });

  it("issue 14: hotspots placed and published show with the catalogue's slug, name and price, in the language", async () => {
    const hotspots = [
      { productId: products[0]!.id, x: 25.5, y: 60 },
      { productId: products[1]!.id, x: 70, y: 40.25 },
    ];
    const saved = await lookOf("update", { id: look.id, ...texts, hotspots });
    expect(saved.hotspots.map((h) => [h.productId, h.x, h.y])).toEqual(hotspots.map((h) => [h.productId, h.x, h.y]));
    await lookOf("publish", { id: look.id, published: true });
    const [shown] = await storefront("ar");
    expect(shown).toMatchObject({ lookId: look.id, title: "غرفة المعيشة", alt: "A sofa beside a tall palm" });
    expect(shown!.hotspots.map((h) => h.product.slug)).toEqual([products[0]!.slug, products[1]!.slug]);
    expect(shown!.hotspots[0]!.product.price).toBe(products[0]!.price);
    expect(shown!.hotspots[0]!.product.name).toMatch(/[\u0600-\u06FF]/);
  });

  it("issue 14: a hotspot whose product is no longer listed is left out of the storefront", async () => {
    await kit.rows(sql`update products set is_active = false where id = ${products[1]!.id}`);
    try {
      expect((await storefront())[0]!.hotspots.map((h) => h.product.productId)).toEqual([products[0]!.id]);
    } finally {
      await kit.rows(sql`update products set is_active = true where id = ${products[1]!.id}`);
    }
  });

  it("issue 14: reorder puts a look first; unpublish hides it; every write is audited", async () => {
    const second = successOf(await upload(await pictures.jpeg()), adminLookResponseSchema).look;
    await lookOf("move", { id: second.id, position: 0 });
    const looks = successOf(await call("list", {}), adminLookListResponseSchema).looks;
    expect(looks.map((l) => l.id)).toEqual([second.id, look.id]);
    await lookOf("publish", { id: look.id, published: false });
    expect(await storefront()).toEqual([]);
    const actions = await kit.rows<{ action: string }>(
      sql`select action from audit_log where entity = 'look' and entity_id = ${String(look.id)} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(["look.create", "look.update", "look.publish", "look.unpublish"]);
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ["a hotspot off the photo", { hotspots: [{ productId: 1, x: 101, y: 5 }] }, "hotspots.0.x"],
    ["an unknown product", { hotspots: [{ productId: 999_999, x: 5, y: 5 }] }, "hotspots.0.productId"],
    ["a NUL in the title", { title: { en: "Li\u0000ving" } }, "title.en"],
    ["an alt text over 300 characters", { alt: { en: "a".repeat(301) } }, "alt.en"],
  ];
  it.each(bad)("issue 14: refuses %s with VALIDATION_FAILED naming the field", async (_n, change, field) => {
    const res = await call("update", { id: look.id, ...texts, hotspots: [], ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errorList.map((e: { field: string }) => e.field)).toContain(field);
  });

  it("issue 14: a file that is not a picture is refused and nothing is stored", async () => {
    const before = (await kit.rows(sql`select id from lookbook_looks`)).length;
    const res = await upload(Buffer.from("not a picture at all"));
    expect(res.statusCode).toBe(400);
    expect((await kit.rows(sql`select id from lookbook_looks`)).length).toBe(before);
  });

  it("issue 14: delete removes the look and its photo's files; a shopper may not upload", async () => {
    const files = async () => (await readdir(path.join(ctx().config.mediaDir, "lookbook"))).length;
    const before = await files();
    expect((await call("delete", { id: look.id })).json().responceObj).toEqual({ deleted: look.id });
    expect(await files()).toBe(before - PRODUCT_IMAGE_WIDTHS.length);
    expect((await call("delete", { id: look.id })).statusCode).toBe(404);
    expect((await upload(await pictures.jpeg(), (await kit.member()).headers)).statusCode).toBe(403);
  });
});
