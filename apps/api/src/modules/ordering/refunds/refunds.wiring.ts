import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import { createPeriodicJob } from "../../../lib/periodic-job";
import type { RecordAudit } from "../../audit/audit.service";
import type { TransitionContext } from "../orders/orders.transitions";
import type { CardPayments } from "../payments/card-payments";
import { createRefundsService } from "./refunds.service";

/**
 * Refunds in the ordering module (issue 15): the service, its place in the order transitions (with card payments
 * on, cancelling a paid card order refunds it through Stripe) and the sweep that asks Stripe again, with the same
 * idempotency key, for card refunds still pending after a minute (no answer, or a crash before the answer).
 */
export function createRefunds(options: {
  db: Db;
  cardPayments: CardPayments | undefined;
  transitions: TransitionContext;
  recordAudit: RecordAudit;
  log: FastifyBaseLogger;
}) {
  const { db, cardPayments, transitions, recordAudit, log } = options;
  const service = createRefundsService({ db, cardRefunds: cardPayments, transitions, recordAudit, log });
  // The transitions are made before the services that use them; refunds joins them here, once.
  if (cardPayments) transitions.refundOnCancel = service.onCancel;
  transitions.refundRest = service.refundRest;
  const sweep = createPeriodicJob({ name: "refund sweep", intervalMs: 60_000, log, pass: () => service.sweep() });
  return { service, sweep };
}
export type Refunds = ReturnType<typeof createRefunds>;
