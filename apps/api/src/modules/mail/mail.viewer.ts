import type { MailMessageRow } from "./mail.repo";
import { escapeHtml } from "./mail.templates";

/** Escapes the text and turns http(s) links into anchors (the link text and address both escaped). */
export function linkify(text: string): string {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return parts
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}" rel="noreferrer">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join("");
}

/** The development mail viewer page: newest first, bodies as escaped text with clickable links. */
export function mailViewerPage(messages: MailMessageRow[], nonce: string): string {
  const items = messages.map(
    (m) => `<article>
<h2 dir="auto">${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${m.createdAt.toISOString()}">${escapeHtml(
      m.createdAt.toISOString().replace("T", " ").slice(0, 19),
    )} UTC</time></p>
<pre dir="auto">${linkify(m.text)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail viewer (development)</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1d2b20}
article{border:1px solid #ccd6cf;border-radius:8px;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .25rem}
.meta{color:#4d5b51;margin:0 0 .5rem}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}
a{color:#1f5a2b}
</style>
</head>
<body>
<h1>Mail viewer</h1>
<p>Development only: mail is kept in the database because no SMTP_URL is configured. Newest first.</p>
${items.length ? items.join("\n") : "<p>No messages yet.</p>"}
</body>
</html>
`;
}
