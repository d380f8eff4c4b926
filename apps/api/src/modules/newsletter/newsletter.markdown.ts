import { escapeHtml } from "../mail/mail.service";

/**
 * The Markdown of campaign bodies, a small safe subset: paragraphs and line breaks, # to ### headings, - and 1.
 * lists, **bold**, *italic* and [links](https://...). Everything is escaped first, so no HTML from the text ever
 * reaches the e-mail, and only http(s) links become anchors.
 */

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)/g, '<a href="$2">$1</a>')
    .replace(/\*\*([^*\n]+)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*])\*([^*\s][^*\n]*)\*/g, "$1<em>$2</em>");
}

function block(source: string): string {
  const lines = source.split("\n").map((line) => line.trimEnd());
  const heading = lines.length === 1 ? /^(#{1,3})\s+(.+)$/.exec(lines[0] ?? "") : null;
  if (heading) {
    const level = (heading[1] ?? "#").length + 1;
    return `<h${level}>${inline(heading[2] ?? "")}</h${level}>`;
  }
  if (lines.every((line) => /^[-*]\s+/.test(line))) {
    return `<ul>${lines.map((line) => `<li>${inline(line.replace(/^[-*]\s+/, ""))}</li>`).join("")}</ul>`;
  }
  if (lines.every((line) => /^\d+[.)]\s+/.test(line))) {
    return `<ol>${lines.map((line) => `<li>${inline(line.replace(/^\d+[.)]\s+/, ""))}</li>`).join("")}</ol>`;
  }
  return `<p>${lines.map(inline).join("<br>")}</p>`;
}

export function markdownToHtml(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map(block)
    .join("\n");
}

/** The text part of the e-mail: the Markdown as written, with each link's address shown after its label. */
export function markdownToText(markdown: string): string {
  return markdown.replace(/\r\n?/g, "\n").replace(/\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)/g, "$1 ($2)");
}
