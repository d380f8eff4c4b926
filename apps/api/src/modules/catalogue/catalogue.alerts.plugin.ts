import type { Db } from "../../db/client";
import { stockAlertMails } from "./catalogue.alerts.mail";
import { stockAlertRoutes } from "./catalogue.alerts.routes";
import { createStockAlertService } from "./catalogue.alerts.service";

/**
 * Back-in-stock alerts (issue 16) as app.ts wires them: the service (its routes, and the customers' erasure), the
 * e-mail's renderer for the outbox, links from the configured public origin.
 */
export function stockAlertsOf(db: Db, origin: string) {
  return { service: createStockAlertService(db), mails: stockAlertMails(origin), routes: stockAlertRoutes };
}
