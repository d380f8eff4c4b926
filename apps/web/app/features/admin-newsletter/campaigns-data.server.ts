import { type AdminCampaignListResponse, adminCampaignListResponseSchema } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import type { StaffLoaded } from "../admin";
import { staffCallOnServer } from "../admin/index.server";

export interface CampaignsPageData {
  /** The campaign being edited (?id=), or null for a new one. */
  editing: number | null;
  loaded: StaffLoaded<AdminCampaignListResponse>;
}

/** /admin/newsletter/campaigns on the server with the page request's session cookie. */
export async function loadCampaignsPage(request: Request): Promise<CampaignsPageData> {
  const id = Number(new URL(request.url).searchParams.get("id"));
  const loaded = await staffCallOnServer(request, () =>
    apiPost(
      "/api/v1/admin/newsletter/campaigns/list",
      {},
      {
        request,
        signal: request.signal,
        schema: adminCampaignListResponseSchema,
      },
    ),
  );
  return { editing: Number.isInteger(id) && id > 0 ? id : null, loaded };
}
