import { Children, cloneElement, Fragment, isValidElement, type ReactNode } from "react";
import { Scripts, type ScriptsProps } from "react-router";

/**
 * The router's module script, inert until the page has painted (a data block: browsers do not run it). The tests
 * spell it out on purpose (web.first-paint.test.ts, e2e/test.ts): they pin what the page sends.
 */
const DEFERRED_MODULE_TYPE = "text/x-shop-module";

/**
 * Runs the inert module script once the server's HTML is on screen, and preloads the page's translations beside it
 * (entry.client.tsx awaits them). "On screen" is the browser's first-contentful-paint entry, reported once the
 * frame is presented: the frame's own task (requestAnimationFrame, then a task) comes before that, and the scripts
 * then still shared the link with the largest picture when both paint in that frame (the product page, issue 17).
 * Without paint timing it waits for the next frame, as before; a hidden tab paints nothing and starts at once, and
 * a tab hidden while waiting starts then; after 3 s it starts regardless. The new script carries the same text (so
 * the same CSP hash as the data block) and the same nonce.
 */
const LOADER = `(()=>{const d=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!d)return;let s=false;const go=()=>{if(s)return;s=true;const t=d.dataset.translations;if(t){const l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=t;document.head.append(l)}const m=document.createElement("script");m.type="module";m.nonce=d.nonce;m.textContent=d.textContent;document.head.append(m)};if(document.visibilityState==="hidden")return go();const later=()=>setTimeout(go,0);const P=window.PerformanceObserver;if(!P?.supportedEntryTypes?.includes("paint"))return requestAnimationFrame(later);const o=new P((l)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}});o.observe({type:"paint",buffered:true});addEventListener("visibilitychange",go,{once:true});setTimeout(go,3e3)})()`;

type ElementProps = { rel?: string; type?: string; children?: ReactNode };

/** The router's elements without its modulepreload links, and its module script made inert. */
function deferred(node: ReactNode, translations: string | undefined): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<ElementProps>(child)) return child;
    if (child.type === Fragment) return deferred(child.props.children, translations);
    if (child.type === "link" && child.props.rel === "modulepreload") return null;
    if (child.type === "script" && child.props.type === "module") {
      return cloneElement(child, { type: DEFERRED_MODULE_TYPE, "data-translations": translations } as never);
    }
    return child;
  });
}

/**
 * React Router's <Scripts />, with the page's JavaScript asked for only after its first paint (issue 17,
 * Lighthouse; docs/decisions/0024-scripts-after-first-paint.md). Its ~35 modulepreload links shared a slow
 * connection with the stylesheets and the largest picture (and the Latin font, since dropped), and held the first
 * and largest paints back by the page's whole script weight; the server's HTML needs no script to show. Without
 * the links the browser finds the modules through the imports, and adding 35 links from a script cost a 25-50 ms
 * task of its own.
 * `translations`: the address of the page's translations (decision 0022), preloaded with the scripts.
 */
export function DeferredScripts({ translations, ...props }: ScriptsProps & { translations?: string }) {
  // Called as a function, so its hooks are this component's: its elements are rewritten, not re-implemented.
  const scripts = Scripts(props);
  if (!scripts) return null;
  return (
    <>
      {deferred(scripts, translations)}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant; React would escape its quotes */}
      <script nonce={props.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: LOADER }} />
    </>
  );
}
