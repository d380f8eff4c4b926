import { afterEach, describe, expect, it, vi } from "vitest";
import { loadAdminHome } from "./admin-home-data.server";

/** The API as the page's server sees it: one answer per path (the SPEC 3 envelopes). */
function apiAnswers(answers: Record<string, { status: number; body: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (url: string) => {
    const path = new URL(url).pathname;
    calls.push(path);
    const answer = answers[path] ?? { status: 404, body: { status: "FAILURE", errorList: [] } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

const user = (role: string) => ({
  status: 200,
  body: {
    status: "SUCCESS",
    responceObj: {
      user: {
        id: 1,
        name: "Hala",
        email: "hala@example.ae",
        mobile: null,
        role,
        emailVerified: true,
        profileImage: null,
        locale: "en",
        createdAt: "2026-01-01T00:00:00.000Z",
      },
    },
  },
});
const failure = (status: number, errorCode: string) => ({
  status,
  body: { status: "FAILURE", errorList: [{ errorCode, errorDesc: "", suggesstion: "" }] },
});
const dashboard = {
  status: 200,
  body: {
    status: "SUCCESS",
    responceObj: {
      today: "2026-11-25",
      ordersToday: 3,
      revenueToday: 45_000,
      toPrepare: [],
      lowStock: [],
      lowStockCount: 0,
      reviewsWaiting: 2,
      messagesNew: 1,
    },
  },
};

const request = () => new Request("http://shop.test/admin");

afterEach(() => vi.unstubAllGlobals());

describe("DESIGN Back office: /admin is guarded on the server", () => {
  it("SPEC 2 guard: a visitor is sent to the login page, coming back to /admin", async () => {
    apiAnswers({ "/api/v1/user/loadUser": failure(401, "UNAUTHORIZED") });
    const thrown = await loadAdminHome(request(), "en").catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/pages/login?redirectURL=%2Fadmin");
  });

  it("a shopper gets 'not allowed', and the dashboard is never asked for", async () => {
    const calls = apiAnswers({ "/api/v1/user/loadUser": user("ROLE_USER") });
    expect(await loadAdminHome(request(), "en")).toEqual({ loaded: { state: "forbidden" } });
    expect(calls).toEqual(["/api/v1/user/loadUser"]);
  });

  it("HR, who has only staff accounts, gets the page of its areas without the dashboard", async () => {
    const calls = apiAnswers({ "/api/v1/user/loadUser": user("ROLE_HR") });
    expect(await loadAdminHome(request(), "en")).toEqual({
      loaded: { state: "ok", value: { role: "ROLE_HR", name: "Hala", dashboard: null } },
    });
    expect(calls).toEqual(["/api/v1/user/loadUser"]);
  });

  it("a manager gets the dashboard's figures", async () => {
    apiAnswers({ "/api/v1/user/loadUser": user("ROLE_MANAGER"), "/api/v1/admin/dashboard": dashboard });
    const { loaded } = await loadAdminHome(request(), "ar");
    expect(loaded.state === "ok" && loaded.value.dashboard).toMatchObject({ ordersToday: 3, revenueToday: 45_000 });
  });

  it("figures that fail to load leave the page up with its error state", async () => {
    apiAnswers({
      "/api/v1/user/loadUser": user("ROLE_ADMIN"),
      "/api/v1/admin/dashboard": failure(500, "INTERNAL_ERROR"),
    });
    const { loaded } = await loadAdminHome(request(), "en");
    expect(loaded.state === "ok" && loaded.value.dashboard).toBe("failed");
  });

  it("an admin without the required two-step login is told to set it up first", async () => {
    apiAnswers({
      "/api/v1/user/loadUser": user("ROLE_ADMIN"),
      "/api/v1/admin/dashboard": failure(403, "TWO_STEP_REQUIRED"),
    });
    expect(await loadAdminHome(request(), "en")).toEqual({ loaded: { state: "twoStepRequired" } });
  });
});
