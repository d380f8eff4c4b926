import { type OrderConfirmationMail, renderOrderConfirmation } from "../checkout/checkout.mail";
import { type OrderStatusMail, renderOrderStatusMail } from "../orders/orders.mail";
import { type MailJob, type RenderedMail, renderMail } from "./mail.templates";

/** Any outbox mail payload: the account mails of this module, and the order mails of checkout and orders. */
export type AnyMailJob = MailJob | OrderConfirmationMail | OrderStatusMail;

/** Renders an outbox payload by its template; the order modules own their templates' text. */
export function renderAnyMail(job: AnyMailJob): RenderedMail {
  switch (job.template) {
    case "orderConfirmation":
      return renderOrderConfirmation(job);
    case "orderStatus":
      return renderOrderStatusMail(job);
    default:
      return renderMail(job);
  }
}
