import { mayUse } from "@shop/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { everyRole } from "../../../test/support/staff";
import { fileTestContext } from "../../../test/support/test-app";
import type { Headers } from "../../../test/testkits/checkout.testkit";
import { imagesKit, pictures } from "../../../test/testkits/images.testkit";

/**
 * Issue 13 "Rules and bad input" and DESIGN "Back office" (the role table): every admin/products/images call
 * against every role. The role is checked before the body is read: a role without the right gets FORBIDDEN even
 * for a bad body (a text file posing as a photo, or no envelope), a visitor 401, and a role with it gets as far as
 * reading the body (400).
 */
const ctx = fileTestContext();
const kit = imagesKit(ctx);
const headers = new Map<string, Headers>();
let productId: number;
beforeAll(async () => {
  for (const role of everyRole) {
    headers.set(role, role === "ROLE_USER" ? (await kit.member()).headers : await kit.staff(role));
  }
  productId = await kit.product();
});

const notAPicture = () => ({ name: "note.jpg", type: "image/jpeg", bytes: pictures.textAsJpeg() });
const send = (action: "upload" | "list" | "update" | "delete", role: Headers) =>
  action === "upload"
    ? kit.upload(role, productId, notAPicture())
    : kit.call(action, role, { productId: "not a number" });

const calls = [
  ["upload", "edit"],
  ["list", "view"],
  ["update", "edit"],
  ["delete", "edit"],
] as const;

describe.each(calls)("POST /api/v1/admin/products/images/%s (catalogue, %s)", (action, access) => {
  it("a visitor gets 401", async () => {
    expect((await send(action, {})).statusCode).toBe(401);
  });

  it.each(everyRole)("%s: as the role table says", async (role) => {
    const res = await send(action, headers.get(role)!);
    const allowed = mayUse(role, "catalogue", access);
    expect(res.statusCode, res.body).toBe(allowed ? 400 : 403);
    expect(res.json().errorList[0].errorCode).toBe(allowed ? "VALIDATION_FAILED" : "FORBIDDEN");
  });
});

it("the roles allowed to edit upload a picture; the others store nothing", async () => {
  const before = await kit.imageRows(productId);
  const answers = [];
  for (const role of everyRole) {
    const res = await kit.upload(headers.get(role)!, productId, {
      name: "fern.jpg",
      type: "image/jpeg",
      bytes: await pictures.jpeg(),
    });
    answers.push([role, res.statusCode]);
  }
  const editors = everyRole.filter((r) => mayUse(r, "catalogue", "edit"));
  expect(answers).toEqual(everyRole.map((role) => [role, editors.includes(role) ? 200 : 403]));
  expect(await kit.imageRows(productId)).toBe(before + editors.length);
});
