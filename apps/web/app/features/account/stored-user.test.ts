import { describe, expect, it } from "vitest";
import { countCartLines } from "../cart/cart-count";
import { accountLinksFor, parseStoredUser } from "./stored-user";

describe("SPEC 2 My Account dropdown", () => {
  it("SPEC 2: without a user it shows Login and Register", () => {
    expect(accountLinksFor(null)).toEqual(["login", "register"]);
  });

  it("SPEC 2: a user with a name gets Edit Profile, Track Order and Logout", () => {
    expect(accountLinksFor({ name: "Aisha" })).toEqual(["profile", "trackOrder", "logout"]);
  });

  it("SPEC 2: Logout is shown whenever a user exists, even without a name", () => {
    expect(accountLinksFor({ name: "  " })).toEqual(["logout"]);
    expect(accountLinksFor({})).toEqual(["logout"]);
  });

  it("SPEC 4: a stored user that is not a JSON object counts as no user", () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser("not json")).toBeNull();
    expect(parseStoredUser("[1]")).toBeNull();
    expect(parseStoredUser('{"name":"Omar"}')).toEqual({ name: "Omar" });
  });
});

describe("SPEC 2 mobile icon bar", () => {
  it("SPEC 2: the cart count is the number of lines in localStorage cartItems", () => {
    expect(countCartLines(null)).toBe(0);
    expect(countCartLines("oops")).toBe(0);
    expect(countCartLines('{"a":1}')).toBe(0);
    expect(countCartLines('[{"skuId":1,"qty":3},{"skuId":2,"qty":1}]')).toBe(2);
  });
});
