import { preload } from "react-dom";

/**
 * Issue 17: the page's largest image (its LCP) is asked for from the <head>, before the scripts, with the same
 * srcset and sizes as the <img>, so the browser fetches the one candidate the page shows. Called while
 * rendering: React puts the preload into the streamed head on the server, and does nothing twice on the client.
 */
export function preloadLcpImage(image: { src: string; srcset?: string }, sizes: string): void {
  preload(image.src, {
    as: "image",
    fetchPriority: "high",
    ...(image.srcset ? { imageSrcSet: image.srcset, imageSizes: sizes } : {}),
  });
}
