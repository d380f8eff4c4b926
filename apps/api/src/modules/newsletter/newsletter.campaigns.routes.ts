import {
  adminCampaignIdRequestSchema,
  adminCampaignListResponseSchema,
  adminCampaignResponseSchema,
  adminCampaignSaveRequestSchema,
  adminCampaignSendResponseSchema,
  adminCampaignTestResponseSchema,
} from "@shop/shared";
import { z } from "zod";
import { adminPost } from "../../lib/admin-routes";
import { acceptEmptyJsonBody } from "../../lib/member-routes";
import type { ModulePlugin } from "../../lib/reply";
import { CAMPAIGN_PER_MINUTE, type CampaignService } from "./newsletter.campaigns";

const BASE = "/api/v1/admin/newsletter/campaigns";

/** Newsletter campaigns in the back office (the role table's "engagement" area); every write is audited. */
export const campaignRoutes: ModulePlugin<{ campaigns: CampaignService }> = async (app, { campaigns }) => {
  acceptEmptyJsonBody(app);

  adminPost(
    app,
    `${BASE}/list`,
    {
      area: "engagement",
      access: "view",
      summary: "The newest 50 campaigns with their status (draft, tested, sent) and number of recipients",
      payload: z.object({}).nullish(),
      optional: true,
      response: adminCampaignListResponseSchema,
    },
    () => campaigns.list(),
  );

  adminPost(
    app,
    `${BASE}/save`,
    {
      area: "engagement",
      access: "edit",
      summary: "Create a campaign (no id) or edit one not sent yet: subject and Markdown body per language",
      description:
        "English is required, French and Arabic optional (a subscriber without their language gets English). An " +
        "edit makes it a draft again: it needs a new test before it can be sent. A sent campaign is CONFLICT.",
      payload: adminCampaignSaveRequestSchema,
      response: adminCampaignResponseSchema,
    },
    (payload, staff) => campaigns.save(staff, payload),
  );

  adminPost(
    app,
    `${BASE}/test`,
    {
      area: "engagement",
      access: "edit",
      summary: "Send the campaign to yourself, one e-mail per language it has; it may then be sent to all",
      payload: adminCampaignIdRequestSchema,
      response: adminCampaignTestResponseSchema,
    },
    (payload, staff) => campaigns.test(staff, payload.id),
  );

  adminPost(
    app,
    `${BASE}/send`,
    {
      area: "engagement",
      access: "edit",
      summary: "Send a tested campaign to every subscribed address, through the outbox at a bounded rate",
      description:
        `At most ${CAMPAIGN_PER_MINUTE} e-mails a minute; each carries its own one-click unsubscribe link ` +
        "(List-Unsubscribe, RFC 8058). CONFLICT when not tested since its last edit, or already sent.",
      payload: adminCampaignIdRequestSchema,
      response: adminCampaignSendResponseSchema,
    },
    (payload, staff) => campaigns.send(staff, payload.id),
  );
};
