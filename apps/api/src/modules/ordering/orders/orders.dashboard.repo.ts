import { addDays, type DeliverySlot, dubaiDayStart } from "@shop/shared";
import { and, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { orders } from "../../../db/schema";

/** Orders that are still to be prepared: confirmed (not started) and preparing. */
const TO_PREPARE = ["confirmed", "preparing"];

/**
 * The back-office dashboard's order figures: how many orders were placed on Dubai's day `today`, the totals of
 * those not cancelled or refunded, and per delivery day and slot how many are confirmed and preparing.
 */
export async function dashboardFigures(db: Db, today: string, deliveryDays: string[]) {
  const [placed] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${orders.totalFils})
        filter (where ${orders.status} not in ('cancelled', 'refunded')), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, dubaiDayStart(today)), lt(orders.createdAt, dubaiDayStart(addDays(today, 1)))));
  const slots = deliveryDays.length
    ? await db
        .select({
          date: orders.deliveryDate,
          slot: orders.deliverySlot,
          confirmed: sql<number>`count(*) filter (where ${orders.status} = 'confirmed')`.mapWith(Number),
          preparing: sql<number>`count(*) filter (where ${orders.status} = 'preparing')`.mapWith(Number),
        })
        .from(orders)
        .where(and(inArray(orders.deliveryDate, deliveryDays), inArray(orders.status, TO_PREPARE)))
        .groupBy(orders.deliveryDate, orders.deliverySlot)
    : [];
  return {
    ordersToday: placed?.count ?? 0,
    revenueToday: placed?.revenue ?? 0,
    toPrepare: slots.map((s) => ({ ...s, slot: s.slot as DeliverySlot })),
  };
}
