import {
  type DashboardResponse,
  dashboardResponseSchema,
  isStaffRole,
  type Language,
  mayUse,
  userSchema,
} from "@shop/shared";
import { z } from "zod";
import { apiPost } from "../../lib/api/api-client";
import type { StaffLoaded } from "./admin-data";
import { staffCallOnServer } from "./staff-call.server";

const userAnswerSchema = z.object({ user: userSchema });

export interface AdminHomeData {
  loaded: StaffLoaded<{
    role: string;
    name: string;
    /** The figures of roles with the dashboard area; "failed" when they could not be loaded (the links still show). */
    dashboard: DashboardResponse | "failed" | null;
  }>;
}

/**
 * /admin on the server: a visitor goes to the login page (SPEC 2 guard), a shopper gets "not allowed"; staff get
 * the landing page of the areas their role may use, with the dashboard's figures when the role has that area.
 */
export async function loadAdminHome(request: Request, lang: Language): Promise<AdminHomeData> {
  const opts = { request, signal: request.signal };
  const loaded = await staffCallOnServer(request, () =>
    apiPost("/api/v1/user/loadUser", {}, { ...opts, schema: userAnswerSchema }),
  );
  if (loaded.state !== "ok") return { loaded };
  const { role, name } = loaded.value.user;
  if (!isStaffRole(role)) return { loaded: { state: "forbidden" } };
  if (!mayUse(role, "dashboard", "view")) return { loaded: { state: "ok", value: { role, name, dashboard: null } } };
  const figures = await staffCallOnServer(request, () =>
    apiPost("/api/v1/admin/dashboard", { lang }, { ...opts, schema: dashboardResponseSchema }),
  );
  if (figures.state === "twoStepRequired" || figures.state === "forbidden") return { loaded: figures };
  const dashboard = figures.state === "ok" ? figures.value : "failed";
  return { loaded: { state: "ok", value: { role, name, dashboard } } };
}
