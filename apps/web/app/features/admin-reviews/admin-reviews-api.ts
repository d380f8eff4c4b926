// Types only: in the browser the answers are not re-validated (api-client.ts); the server checks them.
import type { AdminReviewResponse } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "../account";

const BASE = "/api/v1/admin/reviews";

export const approveReview = (reviewId: number) =>
  memberCall(() => apiPost<AdminReviewResponse>(`${BASE}/approve`, { reviewId }));

export const rejectReview = (reviewId: number) =>
  memberCall(() => apiPost<AdminReviewResponse>(`${BASE}/reject`, { reviewId }));

/** The shop's public answer; an empty text removes it. */
export const replyToReview = (reviewId: number, reply: string) =>
  memberCall(() => apiPost<AdminReviewResponse>(`${BASE}/reply`, { reviewId, reply }));
