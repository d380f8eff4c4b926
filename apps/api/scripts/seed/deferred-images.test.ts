import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fileTestContext } from "../../test/support/test-app";
import {
  demoImagesFor,
  demoImagesPending,
  markDemoImagesPending,
  markDemoPicturesShipped,
  shippedDemoPictures,
  unmarkDemoPicturesShipped,
} from "./deferred-images";
import { IMAGE_WIDTHS } from "./images";
import { planDemo } from "./index";

const jobs = planDemo().jobs;
const filesOf = (job: (typeof jobs)[number]) => IMAGE_WIDTHS.map((w) => `${job.folder}/${job.name}-${w}.webp`);

describe("issue 17 start-up: demo pictures drawn after the shop serves", () => {
  const ctx = fileTestContext();

  it("a demo picture not drawn yet is drawn when first asked for (WebP, cached a year); any other missing file is 404", async () => {
    const [key] = filesOf(jobs[0]!);
    const res = await ctx().app.inject({ method: "GET", url: `/media/${key}` });
    expect([res.statusCode, res.headers["content-type"], res.headers["cache-control"]]).toEqual([
      200,
      "image/webp",
      "public, max-age=31536000, immutable",
    ]);
    expect(res.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
    // Every width is on disk now: the static files answer from here on.
    for (const file of filesOf(jobs[0]!)) expect(existsSync(path.join(ctx().config.mediaDir, file))).toBe(true);
    const unknown = `products/${jobs[0]!.name.replace(/[0-9a-f]{10}$/, "0000000000")}-320.webp`;
    const missing = await ctx().app.inject({ method: "GET", url: `/media/${unknown}` });
    expect([missing.statusCode, missing.headers.location]).toEqual([404, undefined]);
  });
});

describe("issue 17 start-up: a restart never redraws", () => {
  const mediaDir = mkdtempSync(path.join(tmpdir(), "demo-pictures-"));
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

  it("the background pass draws only the pictures missing on disk, then removes the marker; again it draws none", async () => {
    // An interrupted first start: every picture but the first two is already on disk.
    for (const job of jobs.slice(2)) {
      mkdirSync(path.join(mediaDir, job.folder), { recursive: true });
      for (const file of filesOf(job)) writeFileSync(path.join(mediaDir, file), "");
    }
    await markDemoImagesPending(mediaDir);
    const images = demoImagesFor(mediaDir);
    expect(await images.drawPending()).toBe(2);
    expect(demoImagesPending(mediaDir)).toBe(false);
    for (const file of [...filesOf(jobs[0]!), ...filesOf(jobs[1]!)]) {
      expect(statSync(path.join(mediaDir, file)).size).toBeGreaterThan(100);
    }
    expect(await images.drawPending()).toBe(0);
  });
});

describe("issue 17 start-up: the build's demo pictures", () => {
  const shipped = mkdtempSync(path.join(tmpdir(), "demo-media-"));
  afterAll(() => rmSync(shipped, { recursive: true, force: true }));
  const [key, other] = filesOf(jobs[0]!);
  for (const file of [key, other]) {
    mkdirSync(path.dirname(path.join(shipped, file!)), { recursive: true });
    writeFileSync(path.join(shipped, file!), `shipped ${file}`);
  }
  const ctx = fileTestContext({ demoMediaDir: shipped });

  it("count only once the build has drawn every one", async () => {
    expect(shippedDemoPictures(shipped)).toBeUndefined();
    await markDemoPicturesShipped(shipped);
    expect(shippedDemoPictures(shipped)).toBe(shipped);
    // A rebuild takes the marker away before it draws.
    await unmarkDemoPicturesShipped(shipped);
    expect(shippedDemoPictures(shipped)).toBeUndefined();
    await markDemoPicturesShipped(shipped);
  });

  it("are served as they are (nothing drawn, cached a year), after the media folder's own files; markers are not", async () => {
    const res = await ctx().app.inject({ method: "GET", url: `/media/${key}` });
    expect([res.statusCode, res.headers["cache-control"], res.body]).toEqual([
      200,
      "public, max-age=31536000, immutable",
      `shipped ${key}`,
    ]);
    expect(existsSync(path.join(ctx().config.mediaDir, key!))).toBe(false);
    mkdirSync(path.dirname(path.join(ctx().config.mediaDir, other!)), { recursive: true });
    writeFileSync(path.join(ctx().config.mediaDir, other!), "the media folder's");
    expect((await ctx().app.inject({ method: "GET", url: `/media/${other}` })).body).toBe("the media folder's");
    await markDemoImagesPending(ctx().config.mediaDir);
    for (const marker of [".complete", ".demo-images-pending"]) {
      expect((await ctx().app.inject({ method: "GET", url: `/media/${marker}` })).statusCode).toBe(404);
    }
  });
});
