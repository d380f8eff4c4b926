import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api/api-error";
import { memberCall } from "./account-api";
import { accountLinksFor } from "./account-links";
import { requireSession } from "./guard";
import { takeLoginNotice } from "./login-notice";
import {
  decodeClaims,
  endSession,
  isLoggedIn,
  isSessionValid,
  parseStoredUser,
  readSessionUser,
  SESSION_CHANGE_EVENT,
  startSession,
} from "./session";

/** A browser window with localStorage, enough for the session module. */
function fakeWindow() {
  const store = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, String(value)),
    removeItem: (key: string) => void store.delete(key),
  };
  return { win: Object.assign(new EventTarget(), { localStorage }), store };
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const user = {
  id: 7,
  name: "Aisha",
  email: "aisha@example.com",
  mobile: null,
  role: "ROLE_USER",
  emailVerified: false,
  profileImage: null,
  locale: "en",
  createdAt: "2025-01-01T00:00:00.000Z",
};

describe("SPEC 4 session", () => {
  let store: Map<string, string>;
  beforeEach(() => {
    const fake = fakeWindow();
    store = fake.store;
    vi.stubGlobal("window", fake.win);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    takeLoginNotice();
  });

  it("SPEC 4: logged in while the stored claims decode, have a subject and have not expired", () => {
    expect(isSessionValid(decodeClaims(JSON.stringify({ sub: "7", exp: inAnHour() })))).toBe(true);
    expect(isSessionValid(decodeClaims(JSON.stringify({ sub: "7", exp: 1 })))).toBe(false);
    expect(isSessionValid(decodeClaims(JSON.stringify({ sub: " ", exp: inAnHour() })))).toBe(false);
    expect(isSessionValid(decodeClaims(JSON.stringify({ exp: inAnHour() })))).toBe(false);
    expect(isSessionValid(decodeClaims("not json"))).toBe(false);
    expect(isSessionValid(decodeClaims(null))).toBe(false);
  });

  it("SPEC 4: login stores the claims and the user; logout removes token, user and users", () => {
    const changes = vi.fn();
    window.addEventListener(SESSION_CHANGE_EVENT, changes);
    startSession({ claims: { sub: "7", exp: inAnHour() }, user });
    expect(isLoggedIn()).toBe(true);
    expect(readSessionUser()).toEqual(user);
    store.set("users", "[]");
    store.set("cartItems", "[]");
    endSession();
    expect([...store.keys()]).toEqual(["cartItems"]);
    expect(isLoggedIn()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it("SPEC 4: an expired or unreadable session is cleared when checked", () => {
    store.set("token", JSON.stringify({ sub: "7", exp: Math.floor(Date.now() / 1000) - 1 }));
    store.set("user", JSON.stringify(user));
    store.set("users", "[]");
    expect(isLoggedIn()).toBe(false);
    expect(store.size).toBe(0);

    store.set("token", "garbage");
    expect(readSessionUser()).toBeNull();
    expect(store.has("token")).toBe(false);
  });

  it("SPEC 4: a stored user that is not a JSON object counts as no user", () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser("not json")).toBeNull();
    expect(parseStoredUser("[1]")).toBeNull();
    expect(parseStoredUser('{"name":"Omar"}')).toEqual({ name: "Omar" });
  });

  it("a 401 from a member call ends the session; wrong credentials do not", async () => {
    startSession({ claims: { sub: "7", exp: inAnHour() }, user });
    const wrong = new ApiError("x", 401, [{ errorCode: "INVALID_CREDENTIALS", errorDesc: "Wrong", suggesstion: "" }]);
    await expect(memberCall(() => Promise.reject(wrong))).rejects.toBe(wrong);
    expect(isLoggedIn()).toBe(true);
    const expired = new ApiError("x", 401, [{ errorCode: "UNAUTHORIZED", errorDesc: "Expired", suggesstion: "" }]);
    await expect(memberCall(() => Promise.reject(expired))).rejects.toBe(expired);
    expect(isLoggedIn()).toBe(false);
    expect(store.size).toBe(0);
  });

  it("SPEC 2: the guard sends a visitor to the login page with redirectURL and asks for the toast", () => {
    let thrown: unknown;
    try {
      requireSession(new Request("http://shop.test/pages/dashboard?tab=orders"));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const location = (thrown as Response).headers.get("location") ?? "";
    expect(new URL(location, "http://shop.test").searchParams.get("redirectURL")).toBe("/pages/dashboard?tab=orders");
    expect(location.startsWith("/pages/login?")).toBe(true);
    expect(takeLoginNotice()).toBe(true);
    expect(takeLoginNotice()).toBe(false);
  });

  it("SPEC 2: the guard lets a logged-in shopper through", () => {
    startSession({ claims: { sub: "7", exp: inAnHour() }, user });
    expect(() => requireSession(new Request("http://shop.test/pages/profile"))).not.toThrow();
    expect(takeLoginNotice()).toBe(false);
  });
});

describe("SPEC 2 My Account dropdown", () => {
  it("SPEC 2: without a user it shows Login and Register", () => {
    expect(accountLinksFor(null)).toEqual(["login", "register"]);
  });

  it("SPEC 2: a user with a name gets Edit Profile, Track Order and Logout (after the dashboard)", () => {
    expect(accountLinksFor({ name: "Aisha" })).toEqual(["dashboard", "profile", "trackOrder", "logout"]);
  });

  it("SPEC 2: Logout is shown whenever a user exists, even without a name", () => {
    expect(accountLinksFor({ name: "  " })).toEqual(["logout"]);
    expect(accountLinksFor({})).toEqual(["logout"]);
  });

  it("DESIGN Back office: staff roles get a Back office entry before Logout, shoppers do not", () => {
    expect(accountLinksFor({ name: "Omar", role: "ROLE_MANAGER" })).toEqual([
      "dashboard",
      "profile",
      "trackOrder",
      "backOffice",
      "logout",
    ]);
    expect(accountLinksFor({ name: "Hala", role: "ROLE_HR" })).toContain("backOffice");
    expect(accountLinksFor({ name: "Aisha", role: "ROLE_USER" })).not.toContain("backOffice");
  });
});
