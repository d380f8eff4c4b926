import { type ComponentChild, cloneElement, hydrate, options, render, type VNode } from "preact";
import { useLayoutEffect } from "preact/hooks";
import { whileHydrating } from "./preact-react";

/**
 * "react-dom/client" in the browser build (scripts/preact-in-the-browser.ts, decision 0026). Preact's compat
 * `hydrateRoot`, with what a whole server-rendered document needs from it:
 * - Preact renders a document into its <html> element, so the page's <html> is rendered as its children, and its
 *   attributes (lang, dir) are set on the document's own <html>.
 * - The router's first render suspends until its loader data is decoded (React waits for that at the root). Preact
 *   catches a suspense only inside a <Suspense>, and one around the whole document would drop the server's DOM;
 *   so the router is asked once, off the page, and the page is rendered when it is ready.
 * - React's server writes its resource hints (the pictures' and stylesheets' preloads) at the top of <head>, and the
 *   deferred-scripts loader appends the module script and the translations' preload: the client's tree has no
 *   element for them, and Preact pairs a parent's elements with the tree's by tag name, in order, so the first
 *   hint would stand in for the page's icon link and the stylesheet link would be removed. They have done their
 *   work once the page hydrates (the fetches are made, the module runs), so they go first.
 */
type HtmlProps = Record<string, unknown> & { children?: ComponentChild };

function DocumentElement({ children, ...attributes }: HtmlProps) {
  const html = document.documentElement;
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(attributes)) {
      if (typeof value === "string" && html.getAttribute(name) !== value) html.setAttribute(name, value);
    }
  });
  return children as VNode;
}

let documentElementMapped = false;
function mapDocumentElement(): void {
  if (documentElementMapped) return;
  documentElementMapped = true;
  const next = options.vnode;
  options.vnode = (vnode) => {
    if (vnode.type === "html") vnode.type = DocumentElement as never;
    next?.(vnode);
  };
}

function dropHeadHints(): void {
  for (const hint of document.head.querySelectorAll('link[rel="preload"], link[rel="modulepreload"], script')) {
    hint.remove();
  }
}

/**
 * Renders the tree once into a detached element: the router starts decoding its data and suspends (throws the
 * promise) before rendering anything. Resolves when it is ready. Had it not suspended, the probe is unmounted.
 */
function routerReady(children: VNode): Promise<unknown> {
  const probe = document.createElement("div");
  try {
    render(cloneElement(children), probe);
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
    throw thrown;
  }
  render(null, probe);
  return Promise.resolve();
}

export function hydrateRoot(container: Element | Document, children: VNode) {
  mapDocumentElement();
  void routerReady(children).then(() => {
    dropHeadHints();
    whileHydrating(() => hydrate(children, container as Element));
  });
  return {
    render: (next: VNode) => render(next, container as Element),
    unmount: () => render(null, container as Element),
  };
}

export function createRoot(container: Element) {
  return { render: (next: VNode) => render(next, container), unmount: () => render(null, container) };
}
