import {
  currencySettingsLoadRequestSchema,
  currencySettingsResponseSchema,
  currencySettingsUpdateRequestSchema,
  paymentSettingsLoadRequestSchema,
  paymentSettingsResponseSchema,
  paymentSettingsUpdateRequestSchema,
  shopDetailsLoadRequestSchema,
  shopDetailsResponseSchema,
  shopDetailsUpdateRequestSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import { adminPost } from "../../lib/admin-routes";
import type { SettingsEditor } from "./settings.editor";

const viewers = "ROLE_SUPER_ADMIN, ROLE_ADMIN and ROLE_MANAGER (view); other roles are FORBIDDEN.";
const editors =
  "ROLE_SUPER_ADMIN and ROLE_ADMIN (FORBIDDEN otherwise: a manager only views settings). Audited with the value " +
  "before and after. Every instance shows the change within about a second (a freshness check in PostgreSQL).";

/** Issue 15: the back office's shop details, payment methods and display currencies (area "settings"). */
export function settingsEditorRoutes(app: FastifyInstance, editor: SettingsEditor) {
  adminPost(
    app,
    "/api/v1/admin/shop-details/load",
    {
      area: "settings",
      access: "view",
      summary: "The shop's details: legal name, TRN, address, phone, chat number, support e-mail, social links",
      description: viewers,
      payload: shopDetailsLoadRequestSchema,
      response: shopDetailsResponseSchema,
    },
    async () => ({ details: await editor.shopDetails() }),
  );

  adminPost(
    app,
    "/api/v1/admin/shop-details/update",
    {
      area: "settings",
      access: "edit",
      summary: "Replace the shop's details that the header, footer, contact page, e-mails and invoices show",
      description: `${editors} Social links are https:// addresses, at most 8.`,
      payload: shopDetailsUpdateRequestSchema,
      response: shopDetailsResponseSchema,
    },
    async ({ details }, staff) => ({ details: await editor.updateShopDetails(staff, details) }),
  );

  adminPost(
    app,
    "/api/v1/admin/payments/load",
    {
      area: "settings",
      access: "view",
      summary: "The payment methods: cash on delivery and its fee (fils), card; and whether card can be on",
      description: `${viewers} Card shows off while the server has no Stripe keys (cardAvailable false).`,
      payload: paymentSettingsLoadRequestSchema,
      response: paymentSettingsResponseSchema,
    },
    async () => editor.payments(),
  );

  adminPost(
    app,
    "/api/v1/admin/payments/update",
    {
      area: "settings",
      access: "edit",
      summary: "Switch cash on delivery and card payment on or off and set the COD fee",
      description:
        `${editors} VALIDATION_FAILED naming payments.card when card is turned on without Stripe keys, and ` +
        "payments.cashOnDelivery when no method would stay on. Checkout quotes and orders use the new fee at once.",
      payload: paymentSettingsUpdateRequestSchema,
      response: paymentSettingsResponseSchema,
    },
    async ({ payments }, staff) => editor.updatePayments(staff, payments),
  );

  adminPost(
    app,
    "/api/v1/admin/currencies/load",
    {
      area: "settings",
      access: "view",
      summary: "The display currencies: code, name, prefix, units per AED, on or off, when each rate was set",
      description: viewers,
      payload: currencySettingsLoadRequestSchema,
      response: currencySettingsResponseSchema,
    },
    async () => ({ currencies: await editor.currencies() }),
  );

  adminPost(
    app,
    "/api/v1/admin/currencies/update",
    {
      area: "settings",
      access: "edit",
      summary: "Replace the display currencies; a changed rate is stamped with the time of the save",
      description:
        `${editors} AED is the base: present, on and at rate 1 (VALIDATION_FAILED naming the row's field ` +
        "otherwise); each code once. The storefront's currency switcher offers the currencies that are on.",
      payload: currencySettingsUpdateRequestSchema,
      response: currencySettingsResponseSchema,
    },
    async ({ currencies }, staff) => ({ currencies: await editor.updateCurrencies(staff, currencies) }),
  );
}
