import {
  type GuideListResponse,
  type GuidePageResponse,
  guideListResponseSchema,
  guidePageResponseSchema,
  type Language,
} from "@shop/shared";
import { apiGet } from "../../lib/api/api-client";

/** GET /api/v1/content/guides: the published care guides in `lang`. */
export function fetchGuides(request: Request, lang: Language): Promise<GuideListResponse> {
  return apiGet(`/api/v1/content/guides?lang=${lang}`, {
    request,
    schema: guideListResponseSchema,
    signal: request.signal,
  });
}

/** GET /api/v1/content/guides/{slug}: one published guide (NOT_FOUND, 404, for an unknown slug). */
export function fetchGuide(request: Request, slug: string, lang: Language): Promise<GuidePageResponse> {
  return apiGet(`/api/v1/content/guides/${encodeURIComponent(slug)}?lang=${lang}`, {
    request,
    schema: guidePageResponseSchema,
    signal: request.signal,
  });
}
