import { useContext } from "react";
import { preload } from "react-dom";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * React 19 writes every hoistable <link> (the pictures' preloads; the router's ~35 modulepreloads until
 * DeferredScripts) into <head> before the head's own children, so the router's plain stylesheet links came after
 * them: over HTTP/1.1's six connections the render-blocking CSS waited behind them. A style preload is flushed
 * ahead of those links, so the browser asks for the stylesheets first. The links stay where <Links /> renders them.
 */
export function StylesheetsFirst() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework || typeof document !== "undefined") return null;
  for (const { id } of matches) {
    for (const href of framework.manifest.routes[id]?.css ?? []) preload(href, { as: "style" });
    for (const link of framework.routeModules[id]?.links?.() ?? []) {
      if ("rel" in link && link.rel === "stylesheet" && link.href) preload(link.href, { as: "style" });
    }
  }
  return null;
}
