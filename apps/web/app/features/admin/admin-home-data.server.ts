import { isStaffRole, userSchema } from "@shop/shared";
import { redirect } from "react-router";
import { z } from "zod";
import { apiPost } from "../../lib/api/api-client";
import { ApiError } from "../../lib/api/api-error";
import { loginPathFor } from "../account";
import type { StaffLoaded } from "./admin-data";

const userAnswerSchema = z.object({ user: userSchema });

export interface AdminHomeData {
  loaded: StaffLoaded<{ role: string; name: string }>;
}

/**
 * /admin on the server, with the page request's session cookie: a visitor goes to the login page (SPEC 2 guard),
 * a shopper gets "not allowed"; staff get the landing page of the areas their role may use.
 */
export async function loadAdminHome(request: Request): Promise<AdminHomeData> {
  const url = new URL(request.url);
  try {
    const { user } = await apiPost(
      "/api/v1/user/loadUser",
      {},
      { request, signal: request.signal, schema: userAnswerSchema },
    );
    if (!isStaffRole(user.role)) return { loaded: { state: "forbidden" } };
    return { loaded: { state: "ok", value: { role: user.role, name: user.name } } };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(loginPathFor(`${url.pathname}${url.search}`));
    if (error instanceof ApiError && error.errorList[0]?.errorCode === "TWO_STEP_REQUIRED") {
      return { loaded: { state: "twoStepRequired" } };
    }
    if (error instanceof ApiError && error.status === 403) return { loaded: { state: "forbidden" } };
    return { loaded: { state: "failed" } };
  }
}
