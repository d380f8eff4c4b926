import type { ModulePlugin } from "../../lib/reply";
import type { MailRenderers } from "../mail/mail.service";
import { newsletterAdminRoutes } from "./newsletter.admin.routes";
import { renderCampaignMail } from "./newsletter.campaign-mail";
import type { CampaignService } from "./newsletter.campaigns";
import { campaignRoutes } from "./newsletter.campaigns.routes";
import { renderNewsletterSystemMail } from "./newsletter.mail";
import { newsletterRoutes } from "./newsletter.routes";
import type { NewsletterService } from "./newsletter.service";

declare module "fastify" {
  interface FastifyInstance {
    /** Resolves once subscribes still running after their answer are done (tests and shutdown). */
    newsletterSettled: () => Promise<void>;
  }
}

/** The newsletter's e-mails (their text is this module's): the mail outbox renders them by template. */
export const newsletterMails = {
  newsletterConfirm: renderNewsletterSystemMail,
  newsletterWelcome: renderNewsletterSystemMail,
  newsletterCampaign: renderCampaignMail,
} satisfies MailRenderers;

/** The newsletter module (issue 14): shopper calls, the one-click unsubscribe, the back office's list and campaigns. */
export const newsletterModule: ModulePlugin<{ newsletter: NewsletterService; campaigns: CampaignService }> = async (
  app,
  { newsletter, campaigns },
) => {
  app.addHook("onClose", async () => newsletter.settle());
  await app.register(newsletterRoutes, { newsletter });
  await app.register(newsletterAdminRoutes, { newsletter });
  await app.register(campaignRoutes, { campaigns });
};
