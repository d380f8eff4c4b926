import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { GuideMarkdown } from "./guide-markdown";

/** Renders inside a router (shop links are router links). */
function render(text: string, lang?: string): string {
  const router = createMemoryRouter([{ path: "/", element: <GuideMarkdown text={text} lang={lang} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("issue 14: a care guide's Markdown renders as React elements only", () => {
  it("issue 14: headings, lists, emphasis and links become elements; a '#' heading sits under the page's h1", () => {
    const html = render(
      "# Top\n\n## Water\n\nSome **bold** and *soft* text.\n\n- one\n- two\n\n[Palms](/shop/collection/left/sidebar?category=palms)",
    );
    expect(html).toContain("<h2>Top</h2>");
    expect(html).toContain("<h2>Water</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>soft</em>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('href="/shop/collection/left/sidebar?category=palms"');
    expect(html).not.toContain("<h1");
  });

  it("issue 14: a <script> and raw HTML show as text, never as elements", () => {
    const html = render(
      'Hello <script>alert("x")</script>\n\n<div onclick="steal()">box</div>\n\n<img src=x onerror=alert(1)>',
    );
    expect(html).not.toMatch(/<script|<div onclick|<img/i);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;div onclick=&quot;steal()&quot;&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("issue 14: javascript: links and Markdown images never become live", () => {
    const html = render("[click](javascript:alert(1)) and ![pic](https://evil.example/x.png)");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("<img");
    expect(html).toContain("click");
  });

  it("issue 14: an outside link opens as a stranger's (noopener, nofollow); Arabic text is right-to-left", () => {
    const html = render("[RHS](https://www.rhs.org.uk)", "ar");
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('lang="ar"');
  });
});
