import { z } from "zod";
import { emailField } from "./account";
import { newsletterStatuses } from "./newsletter";
import { addressSchema, orderStatuses } from "./orders";
import { reviewStatuses } from "./reviews";
import { idField, safeText } from "./safe-text";

/**
 * Wire shapes of the back office's customers (issue 15, DESIGN "Back office", area "customers"): POST
 * /api/v1/admin/customers/search|detail|disable|enable|erase and GET /api/v1/admin/customers/{customerId}/export.json.
 * A customer is a shopper account (role ROLE_USER); staff accounts are the staff area's.
 */

export const customerStates = ["active", "disabled"] as const;
export type CustomerState = (typeof customerStates)[number];

/** admin/customers/search: `query` matches a part of the name, e-mail or mobile; zero-based pages (SPEC 3). */
export const customerSearchRequestSchema = z
  .object({
    query: safeText().trim().max(100, "Search with at most 100 characters").optional(),
    state: z.enum(customerStates).optional(),
    from: z.number().int().min(0).max(10_000).optional().default(0),
    limit: z.number().int().min(1).max(100).optional().default(20),
  })
  .nullish();
export type CustomerSearchRequest = z.input<typeof customerSearchRequestSchema>;

export const customerSummarySchema = z.object({
  customerId: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  createdAt: z.string(),
  verified: z.boolean(),
  disabled: z.boolean(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerSearchResponseSchema = z.object({
  customers: z.array(customerSummarySchema),
  totalCount: z.number().int(),
});
export type CustomerSearchResponse = z.infer<typeof customerSearchResponseSchema>;

export const customerIdRequestSchema = z.object({ customerId: idField });
export type CustomerIdRequest = z.infer<typeof customerIdRequestSchema>;

export const customerProfileSchema = customerSummarySchema.extend({
  locale: z.string(),
  disabledAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  hasProfileImage: z.boolean(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const customerOrderSchema = z.object({
  number: z.string(),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.string(),
  /** Fils, VAT included. */
  total: z.number().int(),
  /** Fils refunded so far. */
  refunded: z.number().int(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

export const customerReviewSchema = z.object({
  reviewId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  status: z.enum(reviewStatuses),
  createdAt: z.string(),
});
export type CustomerReview = z.infer<typeof customerReviewSchema>;

/** "none" when the customer's e-mail never subscribed. */
export const customerNewsletterSchema = z.object({
  status: z.enum([...newsletterStatuses, "none"]),
  since: z.string().nullable(),
});
export type CustomerNewsletter = z.infer<typeof customerNewsletterSchema>;

/** How many orders the detail lists (newest first); orderCount says how many there are in all. */
export const CUSTOMER_DETAIL_ORDERS = 50;

export const customerDetailResponseSchema = z.object({
  customer: customerProfileSchema,
  orders: z.array(customerOrderSchema),
  orderCount: z.number().int(),
  /**
   * Lifetime spend in fils: the sum, over the customer's orders the shop was paid for (payment status "paid": a
   * card payment received, or cash on delivery once delivered), of the total minus what was refunded. Unpaid,
   * cancelled and wholly refunded orders add nothing.
   */
  lifetimeSpend: z.number().int(),
  addresses: z.array(addressSchema),
  newsletter: customerNewsletterSchema,
  reviews: z.array(customerReviewSchema),
});
export type CustomerDetailResponse = z.infer<typeof customerDetailResponseSchema>;

export const customerStateResponseSchema = z.object({ customer: customerProfileSchema });
export type CustomerStateResponse = z.infer<typeof customerStateResponseSchema>;

/** admin/customers/erase: the staff member types the customer's e-mail again to confirm. */
export const customerEraseRequestSchema = z.object({ customerId: idField, confirmEmail: emailField });
export type CustomerEraseRequest = z.input<typeof customerEraseRequestSchema>;

export const customerEraseResponseSchema = z.object({
  erased: z.literal(true),
  /** Orders kept for the tax record, their personal data replaced by ERASED_MARKER. */
  ordersKept: z.number().int(),
});
export type CustomerEraseResponse = z.infer<typeof customerEraseResponseSchema>;

/** What an erased order's name, e-mail, mobile and address fields hold instead of the personal data. */
export const ERASED_MARKER = "[erased]";

export const customerExportParamsSchema = z.object({ customerId: z.coerce.number().pipe(idField) });
