export { adminInvoiceUrl, adminPackingSlipUrl, hasTaxInvoice, packingSlipsUrl } from "./document-links";
export { OrderDocuments } from "./order-documents";
