/**
 * The demo catalogue's pictures, drawn after the shop is already serving (issue 17, start-up): drawing ~280 SVGs
 * at three widths took most of a first start. The seed writes its rows at once and leaves a marker in the media
 * folder; the server then draws the pictures one at a time in the background and removes the marker when all are
 * on disk, so a restart resumes where it stopped and never redraws a file. A browser asking for a picture not
 * drawn yet gets it drawn on the spot (ahead of the queue) rather than a 404.
 */
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { drawImage, IMAGE_WIDTHS, type ImageJob } from "./images";
import { planDemo } from "./index";

const PENDING = ".demo-images-pending";
/** In the build's folder of demo pictures once every one is drawn (scripts/demo-pictures.ts). */
const SHIPPED = ".complete";

/** A demo picture's key under /media/: folder, slug, picture number, content hash, width. */
const DEMO_KEY = /^(products|categories)\/([a-z0-9-]+-[12]-[0-9a-f]{10})-(\d+)\.webp$/;

/** Written before the seed's rows, so a start interrupted at any point still draws the pictures afterwards. */
export async function markDemoImagesPending(mediaDir: string): Promise<void> {
  await mkdir(mediaDir, { recursive: true });
  await writeFile(path.join(mediaDir, PENDING), `${new Date().toISOString()}\n`);
}

export function demoImagesPending(mediaDir: string): boolean {
  return existsSync(path.join(mediaDir, PENDING));
}

/** Before drawing: a rebuild that fails midway leaves no marker over a half-drawn folder. */
export async function unmarkDemoPicturesShipped(folder: string): Promise<void> {
  await rm(path.join(folder, SHIPPED), { force: true });
}

export async function markDemoPicturesShipped(folder: string): Promise<void> {
  await writeFile(path.join(folder, SHIPPED), `${new Date().toISOString()}\n`);
}

/** The build's folder of demo pictures when the build drew all of them, else undefined (the server draws them). */
export function shippedDemoPictures(folder: string): string | undefined {
  return existsSync(path.join(folder, SHIPPED)) ? folder : undefined;
}

export interface DemoImages {
  /** Draws the picture behind a missing /media/ key when it is one of the demo's; true when the file now exists. */
  drawOnRequest(key: string): Promise<boolean>;
  /** Draws every demo picture not on disk, one at a time, then removes the marker; returns how many it drew. */
  drawPending(): Promise<number>;
  /** Stops drawPending after the picture in hand (shutdown). */
  stop(): void;
}

const byFolder = new Map<string, DemoImages>();

/** One per media folder in the process, so the background pass and requests never draw the same file twice. */
export function demoImagesFor(mediaDir: string): DemoImages {
  let images = byFolder.get(mediaDir);
  if (!images) {
    images = createDemoImages(mediaDir);
    byFolder.set(mediaDir, images);
  }
  return images;
}

function createDemoImages(mediaDir: string): DemoImages {
  let jobs: Map<string, ImageJob> | undefined;
  const inFlight = new Map<string, Promise<boolean>>();
  let stopped = false;

  // The plan is computed only when a picture is wanted (a third of a second of CPU), then kept.
  const jobsByKey = () => {
    jobs ??= new Map(planDemo().jobs.map((job) => [`${job.folder}/${job.name}`, job]));
    return jobs;
  };

  // One drawing per picture at a time, shared by the background pass and requests.
  const draw = (job: ImageJob) => {
    const key = `${job.folder}/${job.name}`;
    let running = inFlight.get(key);
    if (!running) {
      running = mkdir(path.join(mediaDir, job.folder), { recursive: true })
        .then(() => drawImage(job, mediaDir))
        .finally(() => inFlight.delete(key));
      inFlight.set(key, running);
    }
    return running;
  };

  return {
    async drawOnRequest(key) {
      const match = DEMO_KEY.exec(key);
      if (!match || !IMAGE_WIDTHS.includes(Number(match[3]) as never)) return false;
      const job = jobsByKey().get(`${match[1]}/${match[2]}`);
      if (!job) return false;
      await draw(job);
      return true;
    },
    async drawPending() {
      let made = 0;
      for (const job of jobsByKey().values()) {
        if (stopped) return made;
        if (await draw(job)) made++;
      }
      await rm(path.join(mediaDir, PENDING), { force: true });
      return made;
    },
    stop() {
      stopped = true;
    },
  };
}
