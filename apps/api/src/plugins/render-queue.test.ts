import { describe, expect, it } from "vitest";
import { fileTestContext } from "../../test/support/test-app";
import { getPage, hasWebBuild, webBuildDir } from "./page-cache/page-cache.testkit";
import { createRenderQueue, renderQueueStats } from "./render-queue";

/** A render that finishes when `finish` is called, counting how many run at once. */
function gatedRenders() {
  let running = 0;
  let most = 0;
  const gates: Array<() => void> = [];
  const render = () => {
    running++;
    most = Math.max(most, running);
    return new Promise<Response>((resolve) =>
      gates.push(() => {
        running--;
        resolve(new Response("page"));
      }),
    );
  };
  /** Finishes the oldest render running, once the queue has started one. */
  const finishOne = async () => {
    while (gates.length === 0) await new Promise((resolve) => setImmediate(resolve));
    gates.shift()?.();
  };
  return { render, finishOne, most: () => most };
}

describe("issue 17: pages render a few at a time, the others wait their turn", () => {
  it("issue 17: never more than the concurrency at once, and every page is rendered in the end", async () => {
    const queue = createRenderQueue(2);
    const gated = gatedRenders();
    const pages = Array.from({ length: 6 }, () => queue.run(new Request("http://shop.test/"), gated.render));
    await Promise.resolve();
    expect(queue.stats()).toEqual({ running: 2, waiting: 4 });
    for (let i = 0; i < 6; i++) await gated.finishOne();
    const answers = await Promise.all(pages);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(gated.most()).toBe(2);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("issue 17: a page whose shopper left while it waited is not rendered; a failed render frees its place", async () => {
    const queue = createRenderQueue(1);
    const gated = gatedRenders();
    const first = queue.run(new Request("http://shop.test/"), gated.render);
    const leaving = new AbortController();
    const left = queue.run(new Request("http://shop.test/a", { signal: leaving.signal }), gated.render);
    const failing = queue.run(new Request("http://shop.test/b"), () => Promise.reject(new Error("loader failed")));
    const last = queue.run(new Request("http://shop.test/c"), gated.render);
    leaving.abort();
    await gated.finishOne();
    expect((await first).status).toBe(200);
    expect((await left).status).toBe(499);
    await expect(failing).rejects.toThrow("loader failed");
    await gated.finishOne();
    expect((await last).status).toBe(200);
    // Two renders ran: the first and the last; the one left behind never started.
    expect(gated.most()).toBe(1);
  });

  it("issue 17: the process's queues are counted for the metrics while tracked", () => {
    const before = renderQueueStats();
    const queue = createRenderQueue(1);
    const untrack = queue.track();
    void queue.run(new Request("http://shop.test/"), () => new Promise<Response>(() => {}));
    void queue.run(new Request("http://shop.test/"), () => Promise.resolve(new Response("")));
    expect(renderQueueStats()).toEqual({ running: before.running + 1, waiting: before.waiting + 1 });
    untrack();
    expect(renderQueueStats()).toEqual(before);
  });
});

describe.skipIf(!hasWebBuild)("issue 17: the shop's pages through a queue of one", () => {
  const ctx = fileTestContext({ webBuildDir, env: { RENDER_CONCURRENCY: "1", PAGE_CACHE: "off" } });

  it("issue 17: eight pages asked at once are all rendered, one after the other", async () => {
    const urls = ["/", "/shop/product/monstera-deliciosa", "/shop/collection/left/sidebar", "/pages/faq"];
    const pages = await Promise.all([...urls, ...urls].map((url) => getPage(ctx().app, url)));
    expect(pages.map((page) => page.status)).toEqual(Array(8).fill(200));
    expect(pages.every((page) => page.body.includes("</html>"))).toBe(true);
  });
});
