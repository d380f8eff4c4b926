import type { ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import { Link } from "react-router";

/**
 * The elements a guide may use. Anything else (images, tables, raw HTML) is left out; raw HTML in the Markdown
 * stays text (react-markdown's default without rehype-raw), so a <script> shows as the words "<script>".
 */
const ALLOWED = ["p", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "a", "blockquote", "code", "pre", "hr", "br"];

/** A shop path ("/shop/...") opens inside the shop; any other link is http(s) or mailto, opened as a stranger's. */
function GuideLink({ href, children }: ComponentProps<"a">) {
  if (href?.startsWith("/") && !href.startsWith("//")) return <Link to={href}>{children}</Link>;
  if (!href || !/^(https?:|mailto:)/i.test(href)) return <span>{children}</span>;
  return (
    <a href={href} rel="noopener noreferrer nofollow" target="_blank">
      {children}
    </a>
  );
}

/** The page's own title is its h1: a guide's "# Heading" becomes an h2, and every level below moves down one. */
const components: Components = {
  h1: ({ children }) => <h2>{children}</h2>,
  h2: ({ children }) => <h2>{children}</h2>,
  h3: ({ children }) => <h3>{children}</h3>,
  h4: ({ children }) => <h4>{children}</h4>,
  h5: ({ children }) => <h4>{children}</h4>,
  h6: ({ children }) => <h4>{children}</h4>,
  a: ({ href, children }) => <GuideLink href={href}>{children}</GuideLink>,
};

/** A care guide's Markdown as React elements only (never HTML from the text): the page and the editor's preview. */
export function GuideMarkdown({ text, lang }: { text: string; lang?: string }) {
  return (
    <div className="guide-body" lang={lang} dir={lang === "ar" ? "rtl" : lang ? "ltr" : undefined}>
      <Markdown allowedElements={[...ALLOWED, "h1", "h5", "h6"]} unwrapDisallowed components={components}>
        {text}
      </Markdown>
    </div>
  );
}
