import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import { loggerOptions } from "./lib/logging";
import { registerMetrics } from "./lib/metrics/metrics";
import { registerSuccessEnvelope, type ShopTypeProvider } from "./lib/reply";
import { jwtSecretFrom } from "./lib/secrets";
import { createStorage } from "./lib/storage/storage";
import { addressRoutes } from "./modules/addresses/addresses.routes";
import { createAddressService } from "./modules/addresses/addresses.service";
import { auditRoutes } from "./modules/audit/audit.routes";
import { createAuditService, recordAudit } from "./modules/audit/audit.service";
import { cartRoutes } from "./modules/cart/cart.routes";
import { createCartService } from "./modules/cart/cart.service";
import { adminProductRoutes } from "./modules/catalogue/catalogue.admin.routes";
import { createAdminProductService } from "./modules/catalogue/catalogue.admin.service";
import { stockAlertsOf } from "./modules/catalogue/catalogue.alerts.plugin";
import { adminCategoryRoutes } from "./modules/catalogue/catalogue.categories.routes";
import { createCategoryService } from "./modules/catalogue/catalogue.categories.service";
import { productCsvRoutes } from "./modules/catalogue/catalogue.csv.routes";
import { createProductCsvService } from "./modules/catalogue/catalogue.csv.service";
import { productImageRoutes } from "./modules/catalogue/catalogue.images.routes";
import { createPictureStore, createProductImageService } from "./modules/catalogue/catalogue.images.service";
import { priceRoutes } from "./modules/catalogue/catalogue.prices.routes";
import { createPriceService } from "./modules/catalogue/catalogue.prices.service";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes";
import { createSaleJob } from "./modules/catalogue/catalogue.sales.job";
import { createCatalogueService } from "./modules/catalogue/catalogue.service";
import { stockRoutes } from "./modules/catalogue/catalogue.stock.routes";
import { createStockService } from "./modules/catalogue/catalogue.stock.service";
import { contactMails } from "./modules/contact/contact.mail";
import { contactRoutes } from "./modules/contact/contact.routes";
import { createContactService } from "./modules/contact/contact.service";
import { registerContent } from "./modules/content/content.plugin";
import { customersRoutes } from "./modules/customers/customers.routes";
import { accountDeletionRoutes } from "./modules/customers/customers.self.routes";
import { createCustomersService } from "./modules/customers/customers.service";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes";
import { createDashboardService } from "./modules/dashboard/dashboard.service";
import { deliveryRoutes } from "./modules/delivery/delivery.routes";
import { createDeliveryService } from "./modules/delivery/delivery.service";
import { healthRoutes } from "./modules/health/health.routes";
import { adminMenuRoutes } from "./modules/home/home.admin.routes";
import { createMenuEditor } from "./modules/home/home.admin.service";
import { homeRoutes } from "./modules/home/home.routes";
import { createHomeService } from "./modules/home/home.service";
import { createMail, mailModule } from "./modules/mail/mail.plugin";
import { createCampaignService } from "./modules/newsletter/newsletter.campaigns";
import { newsletterMails, newsletterModule } from "./modules/newsletter/newsletter.plugin";
import { createNewsletterService } from "./modules/newsletter/newsletter.service";
import { cardPaymentsFrom, createOrdering, orderingMails, orderingModule } from "./modules/ordering/ordering.plugin";
import { reviewMails } from "./modules/reviews/reviews.mail";
import { createReviews, reviewsModule } from "./modules/reviews/reviews.plugin";
import type { ReviewRequests } from "./modules/reviews/reviews.requests";
import { seoRoutes } from "./modules/seo/seo.routes";
import { createSeoService } from "./modules/seo/seo.service";
import { settingsRoutes } from "./modules/settings/settings.routes";
import { createSettingsService } from "./modules/settings/settings.service";
import { accountMails } from "./modules/users/users.email-change.mail";
import { createAccounts, passwordHashing, sessionLookup, usersModule } from "./modules/users/users.plugin";
import { wishlistRoutes } from "./modules/wishlist/wishlist.routes";
import { createWishlistService } from "./modules/wishlist/wishlist.service";
import { registerAuth } from "./plugins/auth";
import { createTokenService } from "./plugins/auth-tokens";
import { registerCompression } from "./plugins/compression";
import { registerErrorHandling } from "./plugins/errors";
import { registerMedia } from "./plugins/media";
import { registerOpenApi } from "./plugins/openapi";
import { pageCacheCounters } from "./plugins/page-cache/page-cache";
import { registerRateLimits } from "./plugins/rate-limits";
import { registerSecurity } from "./plugins/security";
import { registerWeb } from "./plugins/web";

declare module "fastify" {
  interface FastifyInstance {
    /** The review requests a few days after delivery (tests run passes themselves). */
    reviewRequests: ReviewRequests;
  }
}

type CompilerFactories = NonNullable<NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]>;
/** Fastify types these factories for Ajv's schemas; at run time a factory only has to return the compiler. */
const zodCompilers: CompilerFactories = {
  buildValidator: () => validatorCompiler as never,
  buildSerializer: () => serializerCompiler as never,
};

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Pino options; false silences logs (tests). */
  logger?: boolean | object;
}

export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const { timeouts } = config;
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 256 * 1024,
    // X-Forwarded-For is read only from the named proxies (TRUST_PROXY); otherwise the socket's address counts.
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // Every route's schema is zod (fastify-type-provider-zod): without these factories Fastify also loads and sets
    // up Ajv and fast-json-stringify at start, for nothing (~150-250 ms of a start, issue 17).
    schemaController: { compilersFactory: zodCompilers },
    // Slow clients are cut off (docs/security.md): the whole request within requestMs, headers within headersMs,
    // idle keep-alive after keepAliveMs, and a silent socket after connectionMs. Node checks these every second.
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: timeouts.requestMs,
          headersTimeout: timeouts.headersMs,
          keepAliveTimeout: timeouts.keepAliveMs,
          connectionsCheckingInterval: 1000,
        },
        handler,
      ).setTimeout(timeouts.connectionMs),
  }).withTypeProvider<ShopTypeProvider>();
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  registerErrorHandling(app);
  // Issue 17: Prometheus metrics on a port of their own (off unless METRICS_PORT is set); first, so every route
  // is timed. The outbox is read when scraped, once it exists.
  if (config.metrics) {
    const outbox = { health: () => mail.outbox.health() };
    registerMetrics(app, { ...config.metrics, database, outbox, hashing: passwordHashing, pages: pageCacheCounters });
  }
  registerSuccessEnvelope(app);
  await registerSecurity(app);
  await app.register(cookie);
  // State-changing calls take JSON only: a cross-site HTML form can send text/plain but not JSON (DESIGN).
  app.removeContentTypeParser("text/plain");
  registerAuth(
    app,
    createTokenService(jwtSecretFrom(config.jwtSecret, config.dataDir), config.sessionTtlHours),
    sessionLookup(database.db),
  );
  await registerCompression(app);
  await registerRateLimits(app, database, config.rateLimitPerMinute);
  await registerOpenApi(app);
  // Uploads (product pictures, profile images): the media folder, or object storage (served on from /media/ too).
  const storage = createStorage(config.storage);
  await registerMedia(app, config.mediaDir, storage.kind === "s3" ? storage.url : undefined, config.demoMediaDir);

  // Services, each given the services of other modules it uses (passed here, never imported from their files).
  const { db } = database;
  const settings = createSettingsService(db, recordAudit);
  // Public catalogue reads go to the read replica when DATABASE_READ_URL is set (database.readDb); the rest to db.
  const catalogue = createCatalogueService(db, { readDb: database.readDb });
  const cart = createCartService(db, catalogue);
  const stockAlerts = stockAlertsOf(db, config.publicOrigin);
  const renderers = { ...orderingMails, ...contactMails, ...newsletterMails, ...reviewMails, ...accountMails };
  const mail = createMail({
    ...{ config, db, log: app.log, contacts: settings.shopDetails },
    renderers: { ...renderers, ...stockAlerts.mails },
  });
  const newsletter = createNewsletterService({ db, log: app.log, origin: config.publicOrigin, outbox: mail.outbox });
  const accountDeps = {
    config,
    db,
    tokens: app.tokens,
    outbox: mail.outbox,
    settings,
    log: app.log,
    recordAudit,
    storage,
  };
  const accounts = createAccounts(accountDeps);
  const cardPayments = cardPaymentsFrom(config, app.log);
  const addresses = createAddressService(db);
  const delivery = createDeliveryService(db, {
    addresses,
    settings,
    card: { enabled: Boolean(cardPayments), publishableKey: cardPayments?.publishableKey ?? null },
  });
  // Issues 14-15: the public config promises the payment methods staff turned on (card needs keys), live delivery.
  settings.setCardAvailable(Boolean(cardPayments));
  settings.setShopPromises(async () => ({ delivery: await delivery.publicTerms() }));
  // An order's whole life: checkout, orders, payments and their jobs (docs/architecture.md).
  const ordering = createOrdering({
    config,
    db,
    log: app.log,
    cardPayments,
    cart,
    delivery,
    addresses,
    users: accounts.users,
    settings,
    outbox: mail.outbox,
    recordAudit,
    newsletter,
  });
  // For tests and shutdown: send due mail now, run hold-expiry passes, wait for background account work.
  app.decorate("mailOutbox", mail.outbox);
  app.decorate("orderHoldExpiry", ordering.holdExpiry);
  app.decorate("accountsSettled", () => accounts.users.settle());
  app.decorate("newsletterSettled", () => newsletter.settle());

  // Modules: one Fastify plugin each (its routes, and the periodic jobs it starts on ready and stops on close).
  // The mail viewer (/dev/mail), sitemap.xml and robots.txt come before the web app, whose catch-all takes the rest.
  await app.register(settingsRoutes, { settings });
  const home = createHomeService(database.readDb, catalogue);
  await app.register(homeRoutes, { home });
  await app.register(adminMenuRoutes, { menus: createMenuEditor(db, recordAudit, home.clearCache) });
  const content = await registerContent(app, { db, storage, catalogue, recordAudit });
  await app.register(adminCategoryRoutes, { categories: createCategoryService(db, catalogue, recordAudit, storage) });
  app.decorate("catalogueBands", catalogue.searchBandJob(app.log));
  await app.register(catalogueRoutes, { catalogue, bands: app.catalogueBands });
  const adminProducts = createAdminProductService(db, catalogue, recordAudit);
  await app.register(adminProductRoutes, { products: adminProducts });
  await app.register(productCsvRoutes, { csv: createProductCsvService(db, catalogue, recordAudit) });
  app.decorate("catalogueSales", createSaleJob({ db, catalogue, recordAudit, log: app.log }));
  await app.register(priceRoutes, {
    prices: createPriceService(db, catalogue, recordAudit),
    sales: app.catalogueSales,
  });
  const stock = createStockService(db, catalogue, recordAudit);
  await app.register(stockRoutes, { stock });
  await app.register(stockAlerts.routes, { alerts: stockAlerts.service });
  const images = createProductImageService(db, { storage, catalogue, recordAudit, log: app.log });
  await app.register(productImageRoutes, { images });
  await app.register(cartRoutes, { cart });
  const wishlist = createWishlistService(db, catalogue);
  await app.register(wishlistRoutes, { wishlist });
  await app.register(mailModule, { mail, config, db });
  await app.register(healthRoutes, { database, mail: mail.outbox });
  await app.register(usersModule, { accounts, config });
  await app.register(auditRoutes, { audit: createAuditService(db, accounts.users) });
  await app.register(addressRoutes, { addresses });
  await app.register(deliveryRoutes, { delivery });
  await app.register(orderingModule, { ordering, config });
  const campaigns = createCampaignService({
    ...{ db, origin: config.publicOrigin, recordAudit },
    ...{ users: accounts.users, outbox: mail.outbox },
  });
  await app.register(newsletterModule, { newsletter, campaigns });
  const contact = createContactService(db, {
    settings,
    orders: ordering.adminOrders,
    users: accounts.users,
    recordAudit,
    outbox: mail.outbox,
    origin: config.publicOrigin,
  });
  await app.register(contactRoutes, { contact });
  const reviews = createReviews({
    db,
    catalogue,
    orders: ordering.orders,
    users: accounts.users,
    settings,
    recordAudit,
    pictures: createPictureStore(storage, app.log),
    requests: { days: config.reviewRequestDays, origin: config.publicOrigin, kick: () => mail.outbox.kick() },
  });
  app.decorate("reviewRequests", reviews.requests);
  await app.register(reviewsModule, { reviews });
  // Issue 15: the back office's customers, each part from the module that owns it.
  const customers = createCustomersService({
    ...{ db, addresses, newsletter, contact, wishlist, cart, recordAudit, stockAlerts: stockAlerts.service },
    ...{ shoppers: accounts.shoppers, orders: ordering.customers, reviews: reviews.customers },
  });
  await app.register(customersRoutes, { customers });
  await app.register(accountDeletionRoutes, { customers, users: accounts.users, config });
  const dashboard = createDashboardService({
    orders: ordering.adminOrders,
    stock,
    reviews: reviews.admin,
    messages: contact,
  });
  await app.register(dashboardRoutes, { dashboard });
  await app.register(seoRoutes, {
    seo: createSeoService(catalogue, { guideSlugs: content.guideSlugs }),
    publicOrigin: config.publicOrigin,
  });

  if (config.webBuildDir) {
    // Unknown /api paths still answer 404 in the error shape; every other path is a page.
    app.all("/api/*", (_request, reply) => reply.callNotFound());
    const csp = { stripe: Boolean(cardPayments), imageOrigin: storage.publicOrigin };
    const { webBuildDir: buildDir, publicOrigin, pageCache } = config;
    await registerWeb(app, { buildDir, csp, publicOrigin, pageCache, database });
  }
  return app;
}
