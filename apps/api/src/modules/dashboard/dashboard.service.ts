import {
  addDays,
  type DashboardResponse,
  deliverySlots,
  dubaiClock,
  type Language,
  type SlotToPrepare,
} from "@shop/shared";
import type { StockService } from "../catalogue/catalogue.stock.service";
import type { ContactService } from "../contact/contact.service";
import type { AdminOrdersService } from "../ordering/orders/orders.admin.service";
import type { AdminReviewService } from "../reviews/reviews.admin.service";

/** How many low-stock SKUs the dashboard lists (the stock page has the rest). */
const LOW_STOCK_SHOWN = 10;

export interface DashboardDeps {
  /** Ordering's figures: orders and revenue of a day, orders to prepare per delivery day and slot. */
  orders: Pick<AdminOrdersService, "dashboardFigures">;
  /** The catalogue's low-stock list. */
  stock: Pick<StockService, "list">;
  /** The reviews waiting for moderation and the unanswered contact messages (their modules' own queues). */
  reviews: Pick<AdminReviewService, "search">;
  messages: Pick<ContactService, "search">;
  /** The current time (tests); days are Asia/Dubai days. */
  now?: () => Date;
}

/**
 * The back office's landing figures (issue 13 "/admin"). It owns no table: each figure comes from the service of
 * the module that owns it.
 */
export function createDashboardService({ orders, stock, reviews, messages, now = () => new Date() }: DashboardDeps) {
  return {
    async figures(lang: Language): Promise<DashboardResponse> {
      const today = dubaiClock(now()).date;
      const days = [today, addDays(today, 1)];
      const [placed, low, waiting, unanswered] = await Promise.all([
        orders.dashboardFigures(today, days),
        stock.list({ lang, from: 0, limit: LOW_STOCK_SHOWN }),
        reviews.search({ status: "pending", from: 0, limit: 1 }),
        messages.search({ status: "new", from: 0, limit: 1 }),
      ]);
      const counted = new Map(placed.toPrepare.map((s) => [`${s.date}/${s.slot}`, s]));
      const toPrepare: SlotToPrepare[] = days.flatMap((date) =>
        deliverySlots.map((slot) => {
          const found = counted.get(`${date}/${slot}`);
          return { date, slot, confirmed: found?.confirmed ?? 0, preparing: found?.preparing ?? 0 };
        }),
      );
      return {
        today,
        ordersToday: placed.ordersToday,
        revenueToday: placed.revenueToday,
        toPrepare,
        lowStock: low.skus,
        lowStockCount: low.totalCount,
        reviewsWaiting: waiting.pendingCount,
        messagesNew: unanswered.totalCount,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
