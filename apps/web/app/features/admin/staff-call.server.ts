import { redirect } from "react-router";
import { ApiError } from "../../lib/api/api-error";
import { loginPathFor } from "../account";
import type { StaffLoaded } from "./admin-data";

/**
 * A back-office page's data on the server, with the page request's session cookie: a visitor goes to the login
 * page (SPEC 2 guard); FORBIDDEN, TWO_STEP_REQUIRED and NOT_FOUND become the states the page shows.
 */
export async function staffCallOnServer<T>(request: Request, call: () => Promise<T>): Promise<StaffLoaded<T>> {
  try {
    return { state: "ok", value: await call() };
  } catch (error) {
    if (!(error instanceof ApiError)) return { state: "failed" };
    if (error.status === 401) {
      const url = new URL(request.url);
      throw redirect(loginPathFor(`${url.pathname}${url.search}`));
    }
    if (error.errorList[0]?.errorCode === "TWO_STEP_REQUIRED") return { state: "twoStepRequired" };
    if (error.status === 403) return { state: "forbidden" };
    if (error.status === 404) return { state: "notFound" };
    return { state: "failed" };
  }
}
