import { type ShopConfig, shopConfigSchema } from "@shop/shared";
import { apiGet } from "../api/api-client";
import { defaultConfig } from "./default-config";

/** GET /api/v1/config, or the built-in defaults when the API cannot answer. */
export async function fetchConfig(request: Request): Promise<{ config: ShopConfig; fromApi: boolean }> {
  try {
    const config = await apiGet("/api/v1/config", {
      request,
      schema: shopConfigSchema,
      signal: request.signal,
      timeoutMs: 4000,
    });
    return { config, fromApi: true };
  } catch {
    return { config: defaultConfig, fromApi: false };
  }
}
