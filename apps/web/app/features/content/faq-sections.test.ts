import { describe, expect, it } from "vitest";
import { faqSections } from "./faq-sections";

describe("issue 15: the FAQ's Markdown splits into questions", () => {
  it("each '## ' heading is a question with the text below it; text before the first is the lead", () => {
    const { lead, items } = faqSections(
      "Quick answers.\n\n## Pets?\n\nMany are **safe**.\n\n## Care?\n- water\n- light\n",
    );
    expect(lead).toBe("Quick answers.");
    expect(items).toEqual([
      { question: "Pets?", answer: "Many are **safe**." },
      { question: "Care?", answer: "- water\n- light" },
    ]);
  });

  it("a heading inside a fenced code block stays in the answer; '###' is not a question", () => {
    const { items } = faqSections("## One\n```\n## not a question\n```\n### Sub\ntext");
    expect(items).toHaveLength(1);
    expect(items[0]!.answer).toContain("## not a question");
    expect(items[0]!.answer).toContain("### Sub");
  });
});
