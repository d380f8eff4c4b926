import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";
import type { OrdersService } from "../ordering/orders/orders.service";
import type { SettingsService } from "../settings/settings.service";
import { enqueueReviewRequest } from "./reviews.mail";

const DAY = 86_400_000;
/** The stored end of the last window handled (settings key), so each delivery is asked about once. */
export const REVIEW_REQUEST_MARK = "reviews.requestMark";
/** Any number, the same on every instance: one pass at a time across instances. */
const PASS_LOCK = 1_407_201_401;

export interface ReviewRequestDeps {
  db: Db;
  orders: Pick<OrdersService, "deliveredBetween">;
  settings: Pick<SettingsService, "stored" | "store">;
  /** Days after delivery; 0 turns the requests off. */
  days: number;
  origin: string;
  /** The outbox drains soon after a pass that wrote e-mails. */
  kick: () => void;
}

/**
 * Review requests (issue 14): each pass e-mails the shoppers whose orders were delivered `days` ago, in the window
 * since the previous pass (the first pass looks one day back), and records the window's end.
 */
export function createReviewRequests({ db, orders, settings, days, origin, kick }: ReviewRequestDeps) {
  return {
    async pass(now = new Date()): Promise<number> {
      if (days <= 0) return 0;
      const to = new Date(now.getTime() - days * DAY);
      const mark = (await settings.stored(REVIEW_REQUEST_MARK)) as { at?: string } | undefined;
      const from = mark?.at ? new Date(mark.at) : new Date(to.getTime() - DAY);
      if (!(from < to)) return 0;
      const delivered = await orders.deliveredBetween(from, to);
      const sent = await db.transaction(async (tx) => {
        const [lock] = rowsOf<{ got: boolean }>(
          await tx.execute(sql`select pg_try_advisory_xact_lock(${PASS_LOCK}) as got`),
        );
        if (lock?.got === false) return -1;
        for (const order of delivered) {
          await enqueueReviewRequest(tx, {
            to: order.email,
            locale: order.locale,
            name: order.name,
            number: order.number,
            products: order.products.map((p) => ({
              name: p.name,
              link: `${origin}/pages/review?productId=${p.productId}`,
            })),
          });
        }
        return delivered.length;
      });
      if (sent < 0) return 0;
      // Written after the commit (PGlite has one connection); hourly windows hold far fewer than the 500 a pass reads.
      await settings.store(REVIEW_REQUEST_MARK, { at: to.toISOString() });
      if (sent > 0) kick();
      return sent;
    },
  };
}
export type ReviewRequests = ReturnType<typeof createReviewRequests>;
