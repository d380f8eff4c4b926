import { type Language, type MenuItem, menusResponseSchema } from "@shop/shared";
import { apiGet } from "../../lib/api/api-client";

/** GET /api/v1/home/menus; null when it fails (the caller falls back silently, SPEC 8). */
export async function fetchMenu(request: Request, lang: Language): Promise<MenuItem[] | null> {
  try {
    const data = await apiGet(`/api/v1/home/menus?lang=${lang}`, {
      request,
      schema: menusResponseSchema,
      signal: request.signal,
      timeoutMs: 4000,
    });
    return data.manus;
  } catch {
    return null;
  }
}
