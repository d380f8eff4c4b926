import { beforeAll, describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import { adminProductsKit, asUpdate, errorOf } from "../../../test/testkits/admin-products.testkit";
import type { Headers } from "../../../test/testkits/checkout.testkit";

/** Issue 13 "Products": staff create, publish, edit, archive and restore products; the storefront follows. */
const ctx = fileTestContext();
const kit = adminProductsKit(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
});

describe("POST /api/v1/admin/products/create", () => {
  it("a draft with two SKUs and Arabic text reaches the storefront search and product call only once active", async () => {
    const draft = await kit.saved("create", manager, await kit.input("Quasarwort"));
    expect(draft).toMatchObject({ slug: "quasarwort-palm", status: "draft", version: 1 });
    expect(draft.name).toEqual({ en: "Quasarwort Palm", ar: "نخلة Quasarwort" });
    expect(draft.skus.map((s) => [s.price, s.discount, s.stock, s.active])).toEqual([
      [12_500, 0, 0, true],
      [24_000, 10, 0, true],
    ]);
    // Drafts: in the back office's list, nowhere in the shop.
    const listed = await kit.list(manager, { q: "quasarwort" });
    expect(listed.rows.map((r) => [r.id, r.status, r.skuCount])).toEqual([[draft.id, "draft", 2]]);
    // A query in Arabic letters searches the Arabic texts.
    expect((await kit.list(manager, { q: "نخلة quasarwort" })).rows.map((r) => r.id)).toEqual([draft.id]);
    expect((await kit.page(draft.slug, "ar")).status).toBe(404);
    expect(await kit.storefrontSearch("Quasarwort", "ar")).not.toContain(draft.id);
    expect(await kit.inSitemap(draft.slug)).toBe(false);

    const active = await kit.saved("update", manager, asUpdate(draft, { status: "active" }));
    expect(active).toMatchObject({ status: "active", version: 2 });
    const { page } = await kit.page(draft.slug, "ar");
    expect(page?.product).toMatchObject({ productId: draft.id, name: "نخلة Quasarwort" });
    // French was not given: the storefront falls back to English, and the edit page still shows no French.
    expect((await kit.page(draft.slug, "fr")).page?.product.name).toBe("Quasarwort Palm");
    expect(active.name).toEqual({ en: "Quasarwort Palm", ar: "نخلة Quasarwort" });
    expect(active.careText).toEqual({ en: "Bright, indirect light." });
    expect((await kit.page(draft.slug, "ar")).page?.product.careText).toBe("Bright, indirect light.");
    expect(await kit.storefrontSearch("Quasarwort", "ar")).toContain(draft.id);

    const audits = await kit.audits(draft.id);
    expect(audits.map((a) => [a.action, a.actorRole])).toEqual([
      ["product.create", "ROLE_MANAGER"],
      ["product.update", "ROLE_MANAGER"],
    ]);
    expect(audits[1]!.before?.status).toBe("draft");
    expect(audits[1]!.after.status).toBe("active");
  });

  it("gives a name already taken the next free slug (-2, -3)", async () => {
    const first = await kit.saved("create", manager, await kit.input("Twin"));
    const second = await kit.saved("create", manager, await kit.input("Twin"));
    const third = await kit.saved("create", manager, await kit.input("Twin"));
    expect([first.slug, second.slug, third.slug]).toEqual(["twin-palm", "twin-palm-2", "twin-palm-3"]);
  });

  it("two creates of one name at once: both saved under distinct slugs, or the later refused with CONFLICT", async () => {
    const inputs = [await kit.input("Samename"), await kit.input("Samename")];
    const answers = await Promise.all(inputs.map((input) => kit.call("create", manager, input)));
    for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
    const saved = answers.filter((a) => a.statusCode === 200).map((a) => a.json().responceObj.product.slug);
    expect(saved[0]).toMatch(/^samename-palm/);
    expect(new Set(saved).size).toBe(saved.length);
    expect((await kit.list(manager, { q: "samename" })).totalCount).toBe(saved.length);
  });
});

describe("POST /api/v1/admin/products/update", () => {
  it("refuses a stale version with CONFLICT on the version, and changes nothing", async () => {
    const created = await kit.saved("create", manager, await kit.input("Stale"));
    await kit.saved("update", manager, asUpdate(created, { tags: ["first"] }));
    const stale = await kit.call("update", manager, asUpdate(created, { tags: ["second"] }));
    expect(stale.statusCode, stale.body).toBe(409);
    expect(errorOf(stale)).toMatchObject({ errorCode: "CONFLICT", field: "version" });
    expect(stale.json().errorList[0].errorDesc).toContain("changed by someone else");
    const now = await kit.saved("detail", manager, { id: created.id });
    expect(now).toMatchObject({ version: 2, tags: ["first"] });
  });

  it("two saves of the same version at once: exactly one wins", async () => {
    const created = await kit.saved("create", manager, await kit.input("Race"));
    const answers = await Promise.all(
      ["one", "two"].map((tag) => kit.call("update", manager, asUpdate(created, { tags: [tag] }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().responceObj.product;
    const now = await kit.saved("detail", manager, { id: created.id });
    expect(now).toMatchObject({ version: 2, tags: winner.tags });
    expect((await kit.audits(created.id)).map((a) => a.action)).toEqual(["product.create", "product.update"]);
  });

  it("a new English name moves the slug; the old slug answers with redirectTo the new one", async () => {
    const created = await kit.saved("create", manager, await kit.input("Oldname", { status: "active" }));
    const renamed = await kit.saved(
      "update",
      manager,
      asUpdate(created, { name: { en: "Newname Palm", ar: created.name.ar } }),
    );
    expect(renamed.slug).toBe("newname-palm");
    const { status, page } = await kit.page("oldname-palm");
    expect(status).toBe(200);
    expect(page).toMatchObject({ redirectTo: "newname-palm", product: { productId: created.id } });
    expect((await kit.page("newname-palm")).page?.redirectTo).toBeUndefined();
    // The old slug stays reserved: a new product with that name gets another one.
    expect((await kit.saved("create", manager, await kit.input("Oldname"))).slug).toBe("oldname-palm-2");
  });

  it("matches SKUs by code: changed ones updated, missing ones deactivated (kept), new ones added", async () => {
    const created = await kit.saved("create", manager, await kit.input("Skus"));
    const [kept, dropped] = created.skus;
    const body = asUpdate(created);
    body.skus = [
      { ...body.skus[0]!, price: 13_000, lowStockThreshold: 2 },
      { code: "ADM-SKUS-NEW", potSize: "S", potColour: null, price: 6_000 },
    ];
    const saved = await kit.saved("update", manager, body);
    expect(saved.skus.map((s) => [s.code, s.price, s.active, s.lowStockThreshold])).toEqual([
      [kept!.code, 13_000, true, 2],
      [dropped!.code, 24_000, false, 5],
      ["ADM-SKUS-NEW", 6_000, true, 5],
    ]);
    expect(saved.skus[0]!.skuId).toBe(kept!.skuId);
  });
});

describe("archive and restore", () => {
  it("an archived product leaves the shop at once and comes back when restored", async () => {
    const created = await kit.saved("create", manager, await kit.input("Cycle", { status: "active" }));
    expect((await kit.page(created.slug)).status).toBe(200);
    expect(await kit.storefrontSearch("Cycle")).toContain(created.id);

    const archived = await kit.saved("archive", manager, { id: created.id, version: created.version });
    expect(archived).toMatchObject({ status: "archived", version: 2 });
    expect((await kit.page(created.slug)).status).toBe(404);
    expect(await kit.storefrontSearch("Cycle")).not.toContain(created.id);
    const list = await kit.list(manager, { status: "archived", q: "cycle" });
    expect(list.rows.map((r) => r.id)).toEqual([created.id]);

    const stale = await kit.call("restore", manager, { id: created.id, version: 1 });
    expect(errorOf(stale)).toMatchObject({ errorCode: "CONFLICT", field: "version" });
    const restored = await kit.saved("restore", manager, { id: created.id, version: 2 });
    expect(restored.status).toBe("active");
    expect((await kit.page(created.slug)).status).toBe(200);
    expect((await kit.audits(created.id)).map((a) => a.action)).toEqual([
      "product.create",
      "product.archive",
      "product.restore",
    ]);
  });
});
