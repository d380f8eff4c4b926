/** One staff-written question of the FAQ and its answer (Markdown). */
export interface FaqSection {
  question: string;
  answer: string;
}

/**
 * Splits the FAQ's Markdown into its questions: each "## " heading is a question and the text below it, up to the
 * next one, its answer; text before the first heading is the page's lead. A "## " inside a fenced code block is
 * code, not a question.
 */
export function faqSections(markdown: string): { lead: string; items: FaqSection[] } {
  const lead: string[] = [];
  const items: Array<{ question: string; answer: string[] }> = [];
  let fenced = false;
  for (const line of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    if (/^\s{0,3}(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^ {0,3}##\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) items.push({ question: heading[1]!, answer: [] });
    else (items.at(-1)?.answer ?? lead).push(line);
  }
  return {
    lead: lead.join("\n").trim(),
    items: items.map((item) => ({ question: item.question, answer: item.answer.join("\n").trim() })),
  };
}
