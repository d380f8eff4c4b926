import type { AdminCampaign, AdminCampaignListResponse, AdminCampaignSaveRequest, CampaignStatus } from "@shop/shared";
import { adminCampaignSaveRequestSchema } from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import type { AuditActor, RecordAudit } from "../audit/audit.service";
import { enqueueMail, enqueueMailsAt, mailLocale } from "../mail/mail.service";
import type { CampaignMailJob } from "./newsletter.campaign-mail";
import * as repo from "./newsletter.campaigns.repo";
import { NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribeLink } from "./newsletter.mail";
import { newToken, UNSUBSCRIBE_TTL_MS } from "./newsletter.service";

/** The bounded rate of a campaign: e-mails per minute (the outbox sends each row no earlier than its time). */
export const CAMPAIGN_PER_MINUTE = 60;
const LANGUAGES = ["en", "fr", "ar"] as const;

export interface CampaignDeps {
  db: Db;
  origin: string;
  recordAudit: RecordAudit;
  /** The users module's contact of the staff member (a test goes to their own address). */
  users: { contactOf(userId: number): Promise<{ email: string; locale: string } | null> };
  outbox?: { kick(): void };
}

type Localized = repo.CampaignRow["subject"];
const pick = (text: Localized, locale: string) => text[mailLocale(locale)] ?? text.en;

function toWire(row: repo.CampaignRow): AdminCampaign {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    status: row.status as CampaignStatus,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    recipients: row.recipients,
  };
}

const alreadySent = () =>
  new AppError("CONFLICT", "This campaign was already sent.", "Make a new campaign for a new mailing.");

/**
 * Newsletter campaigns (issue 14): staff write a subject and a Markdown body per language, send a test to
 * themselves, then send to every subscribed address. A send queues one e-mail per address in one transaction,
 * each with its own unsubscribe token (one-click, RFC 8058), due CAMPAIGN_PER_MINUTE a minute.
 */
export function createCampaignService({ db, origin, recordAudit, users, outbox }: CampaignDeps) {
  async function locked(tx: Db, id: number): Promise<repo.CampaignRow> {
    const row = await repo.lockCampaign(tx, id);
    if (!row) throw notFound("The campaign");
    return row;
  }

  return {
    async list(): Promise<AdminCampaignListResponse> {
      return { campaigns: (await repo.listCampaigns(db, 50)).map(toWire) };
    },

    /** A new draft, or an edit of one not sent yet (which then needs a new test before it may be sent). */
    async save(actor: AuditActor, raw: AdminCampaignSaveRequest): Promise<{ campaign: AdminCampaign }> {
      const input = adminCampaignSaveRequestSchema.parse(raw);
      const content = { subject: input.subject, body: input.body };
      const saved = await db.transaction(async (tx) => {
        if (input.id === undefined) {
          const row = await repo.insertCampaign(tx, { ...content, createdBy: actor.id });
          await recordAudit(tx, actor, {
            action: "newsletter.campaign.create",
            entity: "campaign",
            entityId: String(row.id),
            before: null,
            after: content,
          });
          return row;
        }
        const before = await locked(tx, input.id);
        if (before.status === "sent") throw alreadySent();
        const row = await repo.updateCampaign(tx, input.id, { ...content, status: "draft" });
        await recordAudit(tx, actor, {
          action: "newsletter.campaign.update",
          entity: "campaign",
          entityId: String(row.id),
          before: { subject: before.subject, body: before.body },
          after: content,
        });
        return row;
      });
      return { campaign: toWire(saved) };
    },

    /** A test to the staff member's own address, one e-mail per language the campaign has; it may then be sent. */
    async test(actor: AuditActor, id: number): Promise<{ sentTo: string; languages: string[] }> {
      const me = await users.contactOf(actor.id);
      if (!me) throw new AppError("UNAUTHORIZED", "You need to log in to do this.");
      const languages = await db.transaction(async (tx) => {
        const row = await locked(tx, id);
        if (row.status === "sent") throw alreadySent();
        const present = LANGUAGES.filter((lang) => row.subject[lang] || row.body[lang]);
        for (const locale of present) {
          const job: CampaignMailJob = {
            template: "newsletterCampaign",
            to: me.email,
            locale,
            campaignId: row.id,
            subject: pick(row.subject, locale),
            body: pick(row.body, locale),
            link: `${origin}${NEWSLETTER_UNSUBSCRIBE_PATH}`,
            test: true,
          };
          await enqueueMail(tx, job);
        }
        await repo.updateCampaign(tx, id, { status: "tested" });
        await recordAudit(tx, actor, {
          action: "newsletter.campaign.test",
          entity: "campaign",
          entityId: String(id),
          before: null,
          after: { to: me.email, languages: present },
        });
        return present;
      });
      outbox?.kick();
      return { sentTo: me.email, languages };
    },

    /** To every subscribed address, in its language (else English), at CAMPAIGN_PER_MINUTE a minute. */
    async send(actor: AuditActor, id: number): Promise<{ recipients: number; perMinute: number; minutes: number }> {
      const recipients = await db.transaction(async (tx) => {
        const row = await locked(tx, id);
        if (row.status === "sent") throw alreadySent();
        if (row.status !== "tested") {
          throw new AppError("CONFLICT", "Send a test of this version to yourself first.", "Press 'Send me a test'.");
        }
        const list = await repo.subscribedRecipients(tx);
        const tokens = list.map((r) => ({ subscriberId: r.id, token: newToken() }));
        await repo.insertUnsubscribeTokens(tx, tokens, new Date(Date.now() + UNSUBSCRIBE_TTL_MS));
        const start = Date.now();
        const mails = list.map((r, i) => ({
          job: {
            template: "newsletterCampaign",
            to: r.email,
            locale: r.locale,
            campaignId: row.id,
            subject: pick(row.subject, r.locale),
            body: pick(row.body, r.locale),
            link: unsubscribeLink(origin, tokens[i]?.token ?? ""),
          } satisfies CampaignMailJob,
          notBefore: new Date(start + Math.floor(i / CAMPAIGN_PER_MINUTE) * 60_000),
        }));
        for (let i = 0; i < mails.length; i += 1000) await enqueueMailsAt(tx, mails.slice(i, i + 1000));
        await repo.updateCampaign(tx, id, { status: "sent", sentAt: new Date(), recipients: list.length });
        await recordAudit(tx, actor, {
          action: "newsletter.campaign.send",
          entity: "campaign",
          entityId: String(id),
          before: { status: row.status },
          after: { status: "sent", recipients: list.length },
        });
        return list.length;
      });
      outbox?.kick();
      return { recipients, perMinute: CAMPAIGN_PER_MINUTE, minutes: Math.ceil(recipients / CAMPAIGN_PER_MINUTE) };
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;
