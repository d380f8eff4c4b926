import type { OutboxMail, RenderedMail } from "../mail/mail.service";
import { renderNewsletterMail } from "./newsletter.mail";
import { markdownToHtml, markdownToText } from "./newsletter.markdown";

/** One campaign e-mail: the subject and Markdown body in the recipient's language, and their unsubscribe link. */
export interface CampaignMailJob extends OutboxMail {
  template: "newsletterCampaign";
  campaignId: number;
  subject: string;
  body: string;
  /** The unsubscribe page with the recipient's token (cleared once sent); a test send's has no token. */
  link: string;
  /** A test send to the staff member who wrote it. */
  test?: boolean;
}

const testMark: Record<string, string> = { en: "[Test]", fr: "[Test]", ar: "[تجربة]" };

/** Renders with the one-click unsubscribe headers (RFC 8058) whenever the link holds a token. */
export function renderCampaignMail(job: CampaignMailJob): RenderedMail {
  const subject = job.test ? `${testMark[job.locale] ?? "[Test]"} ${job.subject}` : job.subject;
  const unsubscribe = /^https?:\/\//.test(job.link) ? job.link : undefined;
  const rich = { html: markdownToHtml(job.body), text: markdownToText(job.body) };
  return renderNewsletterMail(job, { subject, paragraphs: [], rich, unsubscribe });
}
