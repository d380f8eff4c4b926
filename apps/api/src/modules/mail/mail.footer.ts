import { escapeHtml, type MailLocale, mailLocale, type RenderedMail } from "./mail.templates";

/** The shop's contacts under every e-mail (issue 15: the settings' shop details, handed over by app.ts). */
export interface MailContacts {
  legalName: string;
  address: string;
  phone: string;
  email: string;
}

const labels: Record<MailLocale, { phone: string; email: string }> = {
  en: { phone: "Phone", email: "E-mail" },
  fr: { phone: "Téléphone", email: "E-mail" },
  ar: { phone: "الهاتف", email: "البريد الإلكتروني" },
};

/** The mail with the shop's name, address, phone and e-mail added at the end of its text and HTML (escaped). */
export function withContactFooter(mail: RenderedMail, contacts: MailContacts, locale: string): RenderedMail {
  const label = labels[mailLocale(locale)];
  const lines = [
    contacts.legalName,
    contacts.address,
    `${label.phone}: ${contacts.phone}`,
    `${label.email}: ${contacts.email}`,
  ];
  const text = `${mail.text.replace(/\n*$/, "")}\n\n--\n${lines.join("\n")}\n`;
  const block =
    '<p style="font-size:12px;color:#555555;border-top:1px solid #dddddd;padding-top:8px">' +
    lines.map((line) => `<bdi>${escapeHtml(line)}</bdi>`).join("<br>") +
    "</p>";
  const at = mail.html.lastIndexOf("</body>");
  const html = at === -1 ? `${mail.html}${block}` : `${mail.html.slice(0, at)}${block}\n${mail.html.slice(at)}`;
  return { ...mail, text, html };
}
