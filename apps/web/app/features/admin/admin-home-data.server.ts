import { isStaffRole, userSchema } from "@shop/shared";
import { z } from "zod";
import { apiPost } from "../../lib/api/api-client";
import type { StaffLoaded } from "./admin-data";
import { staffCallOnServer } from "./staff-call.server";

const userAnswerSchema = z.object({ user: userSchema });

export interface AdminHomeData {
  loaded: StaffLoaded<{ role: string; name: string }>;
}

/**
 * /admin on the server: a visitor goes to the login page (SPEC 2 guard), a shopper gets "not allowed"; staff get
 * the landing page of the areas their role may use.
 */
export async function loadAdminHome(request: Request): Promise<AdminHomeData> {
  const loaded = await staffCallOnServer(request, () =>
    apiPost("/api/v1/user/loadUser", {}, { request, signal: request.signal, schema: userAnswerSchema }),
  );
  if (loaded.state !== "ok") return { loaded };
  const { role, name } = loaded.value.user;
  return { loaded: isStaffRole(role) ? { state: "ok", value: { role, name } } : { state: "forbidden" } };
}
