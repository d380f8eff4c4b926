import { addressListResponseSchema, MAX_ADDRESSES } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Member } from "../../../test/support/members";
import { createTestContext, type TestContext } from "../../../test/support/test-app";
import { checkoutKit, DUBAI_ADDRESS } from "../../../test/testkits/checkout.testkit";

let ctx: TestContext;
const kit = checkoutKit(() => ctx);
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const call = async (member: Member, action: string, requestPayload: unknown = {}) => {
  const res = await kit.post(`/api/v1/user/addresses/${action}`, requestPayload, member.headers);
  return {
    res,
    addresses: res.statusCode === 200 ? addressListResponseSchema.parse(res.json().responceObj).addresses : [],
  };
};
const defaults = (list: Array<{ isDefault: boolean }>) => list.filter((a) => a.isDefault).length;

describe("address book", () => {
  it("the first address becomes the default; the mobile is kept as +9715XXXXXXXX; empty optional fields are null", async () => {
    const member = await kit.member();
    expect((await call(member, "search")).addresses).toEqual([]);
    const { res, addresses } = await call(member, "add", {
      address: { ...DUBAI_ADDRESS, label: "Home", landmark: "", isDefault: false },
    });
    expect(res.statusCode).toBe(200);
    expect(addresses).toEqual([
      expect.objectContaining({
        label: "Home",
        recipient: DUBAI_ADDRESS.recipient,
        emirate: "dubai",
        mobile: "+971501234567",
        landmark: null,
        notes: null,
        isDefault: true,
      }),
    ]);
  });

  it("exactly one default: adding with isDefault, setDefault, update and deleting the default all keep one", async () => {
    const member = await kit.member();
    const first = (await call(member, "add", { address: { ...DUBAI_ADDRESS, label: "A" } })).addresses[0]!;
    let list = (await call(member, "add", { address: { ...DUBAI_ADDRESS, label: "B" } })).addresses;
    expect(list.find((a) => a.isDefault)?.label).toBe("A");
    list = (await call(member, "add", { address: { ...DUBAI_ADDRESS, label: "C", isDefault: true } })).addresses;
    expect(defaults(list)).toBe(1);
    expect(list[0]).toMatchObject({ label: "C", isDefault: true });
    list = (await call(member, "setDefault", { addressId: first.addressId })).addresses;
    expect(defaults(list)).toBe(1);
    expect(list[0]).toMatchObject({ label: "A", isDefault: true });
    // isDefault false on the default does not leave the book without one.
    list = (
      await call(member, "update", {
        addressId: first.addressId,
        address: { ...DUBAI_ADDRESS, label: "A2", isDefault: false },
      })
    ).addresses;
    expect(list[0]).toMatchObject({ addressId: first.addressId, label: "A2", isDefault: true });
    list = (await call(member, "delete", { addressId: first.addressId })).addresses;
    expect(list).toHaveLength(2);
    expect(defaults(list)).toBe(1);
    expect(list[0]).toMatchObject({ label: "C", isDefault: true });
    list = (await call(member, "delete", { addressId: list[0]!.addressId })).addresses;
    expect(list).toEqual([expect.objectContaining({ label: "B", isDefault: true })]);
  });

  it("update replaces the fields of the address", async () => {
    const member = await kit.member();
    const [a] = (await call(member, "add", { address: DUBAI_ADDRESS })).addresses;
    const { addresses } = await call(member, "update", {
      addressId: a!.addressId,
      address: { ...DUBAI_ADDRESS, emirate: "sharjah", area: "Al Majaz", notes: "Ring twice" },
    });
    expect(addresses[0]).toMatchObject({
      addressId: a!.addressId,
      emirate: "sharjah",
      area: "Al Majaz",
      notes: "Ring twice",
    });
  });

  it(`at most ${MAX_ADDRESSES} addresses: the next one is CONFLICT`, async () => {
    const member = await kit.member();
    const added = await Promise.all(
      Array.from({ length: MAX_ADDRESSES }, (_, i) =>
        call(member, "add", { address: { ...DUBAI_ADDRESS, label: `#${i}` } }),
      ),
    );
    expect(added.every((a) => a.res.statusCode === 200)).toBe(true);
    const list = (await call(member, "search")).addresses;
    expect(list).toHaveLength(MAX_ADDRESSES);
    expect(defaults(list)).toBe(1);
    const over = await call(member, "add", { address: DUBAI_ADDRESS });
    expect(over.res.statusCode).toBe(409);
    expect(over.res.json().errorList[0].errorCode).toBe("CONFLICT");
  });

  it("ownership: another member's addressId is NOT_FOUND for update, delete and setDefault, and stays unchanged", async () => {
    const owner = await kit.member();
    const other = await kit.member();
    const [mine] = (await call(owner, "add", { address: DUBAI_ADDRESS })).addresses;
    await call(other, "add", { address: DUBAI_ADDRESS });
    for (const [action, payload] of [
      ["update", { addressId: mine!.addressId, address: { ...DUBAI_ADDRESS, area: "Hacked" } }],
      ["delete", { addressId: mine!.addressId }],
      ["setDefault", { addressId: mine!.addressId }],
    ] as const) {
      const { res } = await call(other, action, payload);
      expect(res.statusCode, action).toBe(404);
      expect(res.json().errorList[0].errorCode).toBe("NOT_FOUND");
    }
    expect((await call(owner, "search")).addresses).toEqual([
      expect.objectContaining({ area: DUBAI_ADDRESS.area, isDefault: true }),
    ]);
    expect((await call(other, "search")).addresses).toHaveLength(1);
  });

  it("members only; fields are checked (UAE mobile, emirate, required parts)", async () => {
    expect((await kit.post("/api/v1/user/addresses/search", {})).statusCode).toBe(401);
    const member = await kit.member();
    const field = async (address: object) => (await call(member, "add", { address })).res.json().errorList[0].field;
    expect(await field({ ...DUBAI_ADDRESS, mobile: "12345" })).toBe("address.mobile");
    expect(await field({ ...DUBAI_ADDRESS, emirate: "doha" })).toBe("address.emirate");
    expect(await field({ ...DUBAI_ADDRESS, building: " " })).toBe("address.building");
    expect((await call(member, "delete", { addressId: 99_999_999 })).res.statusCode).toBe(404);
  });
});
