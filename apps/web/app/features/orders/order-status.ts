import { type OrderStatus, orderStatuses } from "@shop/shared";

/** The i18n key of a status label (DESIGN "order states"). */
export function statusKey(status: OrderStatus): string {
  return `orderStatus.${status}`;
}

export type StatusTone = "waiting" | "active" | "done" | "stopped";

/** How a status badge looks: waiting for payment, on its way, delivered, or stopped (cancelled, refunded, failed). */
export function statusTone(status: OrderStatus): StatusTone {
  switch (status) {
    case "pending_payment":
      return "waiting";
    case "confirmed":
    case "preparing":
    case "out_for_delivery":
      return "active";
    case "delivered":
      return "done";
    default:
      return "stopped";
  }
}

/** The way an order normally goes, after its payment (if any). */
const mainPath: readonly OrderStatus[] = ["confirmed", "preparing", "out_for_delivery", "delivered"];

export type StepState = "done" | "current" | "upcoming";
export interface ProgressStep {
  status: OrderStatus;
  state: StepState;
  /** When the order last reached this step (ISO), or null. */
  at: string | null;
}
export interface OrderProgress {
  steps: ProgressStep[];
  /** A status off the normal path (cancelled, refunded, delivery failed) that the order is in now, or null. */
  outcome: OrderStatus | null;
}

interface EventLike {
  status: OrderStatus;
  /** "status" when absent; a delivery change or a refund keeps the status the order had. */
  kind?: "status" | "delivery" | "refund";
  at: string;
}

/**
 * The progress bar of an order: the normal path (with "pending payment" first for an order that waited for
 * its card payment), each step done, current or still to come, and the off-path status it ended in.
 */
export function orderProgress(status: OrderStatus, events: readonly EventLike[]): OrderProgress {
  const lastAt = new Map<OrderStatus, string>();
  for (const event of events) if (!event.kind || event.kind === "status") lastAt.set(event.status, event.at);
  const path =
    status === "pending_payment" || lastAt.has("pending_payment")
      ? ["pending_payment" as const, ...mainPath]
      : mainPath;
  const onPath = path.includes(status);
  // Off the path: the furthest step reached before it.
  let reached = onPath ? path.indexOf(status) : -1;
  if (!onPath) {
    for (const [index, step] of path.entries()) if (lastAt.has(step)) reached = index;
  }
  const steps = path.map<ProgressStep>((step, index) => ({
    status: step,
    state: index < reached || (!onPath && index === reached) ? "done" : index === reached ? "current" : "upcoming",
    at: index <= reached ? (lastAt.get(step) ?? null) : null,
  }));
  // A delivered order that was refunded has done every step.
  if (status === "refunded" && lastAt.has("delivered")) for (const step of steps) step.state = "done";
  return { steps, outcome: onPath ? null : status };
}

/** The events oldest first (the server keeps them in order; equal times keep their order). */
export function timelineOf<E extends EventLike>(events: readonly E[]): E[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => Date.parse(a.event.at) - Date.parse(b.event.at) || a.index - b.index)
    .map(({ event }) => event);
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (orderStatuses as readonly string[]).includes(value);
}

/** Who made a change, as an i18n key and its values: the shopper, the shop (system), Stripe, or staff ("user:12"). */
export function actorLabel(actor: string): [string, Record<string, string>] {
  const staff = /^user:(\d+)$/.exec(actor);
  if (staff) return ["orders.actors.user", { id: staff[1] ?? "" }];
  if (actor === "shopper" || actor === "system" || actor === "stripe" || actor === "staff") {
    return [`orders.actors.${actor}`, {}];
  }
  return ["orders.actors.other", { actor }];
}
