import { createHash } from "node:crypto";
import {
  requestEnvelope,
  stockAlertAddRequestSchema,
  stockAlertAddResponseSchema,
  stockAlertDemandRequestSchema,
  stockAlertDemandResponseSchema,
  successEnvelope,
} from "@shop/shared";
import { adminPost } from "../../lib/admin-routes";
import { RetryLaterError } from "../../lib/app-error";
import { languageOf } from "../../lib/member-routes";
import { type ModulePlugin, noStore } from "../../lib/reply";
import type { StockAlertService } from "./catalogue.alerts.service";

/** Alerts asked for per client address: a shopper trying a few options is fine, a script filling the table not. */
export const ALERTS_PER_ADDRESS = { max: 10, timeWindow: "10 minutes" } as const;
/** Alerts asked for one e-mail address per hour, from any client address. */
export const ALERTS_PER_EMAIL_PER_HOUR = 10;

/**
 * Back-in-stock alerts: the shopper's call (no login needed; a member's alert also carries the account) and the
 * back office's demand per SKU (area catalogue, view). Both limits are counted in PostgreSQL, so every instance
 * agrees; neither answer depends on whether the address belongs to an account.
 */
export const stockAlertRoutes: ModulePlugin<{ alerts: StockAlertService }> = async (app, { alerts }) => {
  const perEmail = app.createRateLimit({
    max: ALERTS_PER_EMAIL_PER_HOUR,
    timeWindow: "1 hour",
    keyGenerator: (request) => {
      const body = request.body as { payload: { requestPayload: { email: string } } };
      const email = body.payload.requestPayload.email.trim().toLowerCase();
      return `stock-alert-email ${createHash("sha256").update(email).digest("hex")}`;
    },
  });

  app.post(
    "/api/v1/stock-alerts/add",
    {
      config: { rateLimit: ALERTS_PER_ADDRESS },
      preHandler: [
        app.optionalUser,
        async (request) => {
          const limit = await perEmail(request);
          if (!limit.isAllowed && limit.isExceeded) {
            throw new RetryLaterError(
              "Too many alerts were asked for this e-mail address.",
              "Please wait and try again later.",
              limit.ttlInSeconds,
            );
          }
        },
      ],
      schema: {
        tags: ["catalogue"],
        summary: "E-mail me once when this sold-out SKU is back in stock (visitors and members)",
        description:
          "{} whether the address is new, already waiting for this SKU (no second alert) or an account's. " +
          "The e-mail goes out once, in `locale` (else the lang cookie, else English), when staff restock the " +
          "SKU. NOT_FOUND (skuId) for an unknown SKU or one not on sale; CONFLICT (409, skuId) when it is in " +
          `stock now. RATE_LIMITED (429) above ${ALERTS_PER_ADDRESS.max} calls per client address per 10 minutes ` +
          `or ${ALERTS_PER_EMAIL_PER_HOUR} per e-mail address per hour.`,
        body: requestEnvelope(stockAlertAddRequestSchema),
        response: { 200: successEnvelope(stockAlertAddResponseSchema) },
      },
    },
    async (request, reply) => {
      const input = request.body.payload.requestPayload;
      const who = { userId: request.authUser?.id ?? null, locale: languageOf(request, input.locale) };
      return noStore(reply, await alerts.add(input, who));
    },
  );

  adminPost(
    app,
    "/api/v1/admin/stock-alerts/search",
    {
      area: "catalogue",
      access: "view",
      summary: "Back-in-stock demand per SKU: waiting subscribers, oldest request, stock now; most wanted first",
      description: "Counts only, never the addresses. `q` matches the SKU code or the product name.",
      payload: stockAlertDemandRequestSchema,
      response: stockAlertDemandResponseSchema,
    },
    (request) => alerts.demand(request),
  );
};
