/**
 * The order documents' addresses (issue 15): the API answers them as PDF with the session cookie, so they are plain
 * links that open in the browser's PDF viewer.
 */

const encode = (number: string) => encodeURIComponent(number);

export function adminInvoiceUrl(number: string): string {
  return `/api/v1/admin/orders/${encode(number)}/invoice.pdf`;
}

export function adminPackingSlipUrl(number: string, lang: string): string {
  return `/api/v1/admin/orders/${encode(number)}/packing-slip.pdf?lang=${encodeURIComponent(lang)}`;
}

/** A delivery day's packing slips, optionally of one emirate and slot (empty means all). */
export function packingSlipsUrl(filter: { date: string; emirate?: string; slot?: string; lang: string }): string {
  const query = new URLSearchParams({ date: filter.date, emirate: filter.emirate ?? "", slot: filter.slot ?? "" });
  query.set("lang", filter.lang);
  return `/api/v1/admin/deliveries/packing-slips.pdf?${query.toString()}`;
}

/** No tax invoice before an order is paid or once it is cancelled (the API answers CONFLICT). */
export function hasTaxInvoice(status: string): boolean {
  return status !== "pending_payment" && status !== "cancelled";
}
