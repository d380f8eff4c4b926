import { runWithApp } from "../../lib/periodic-job";
import type { ModulePlugin } from "../../lib/reply";
import { checkoutRoutes } from "./checkout.routes";
import type { CheckoutService } from "./checkout.service";

/** The checkout module: quote and placeOrder, and the job deleting day-old idempotency keys every 10 minutes. */
export const checkoutModule: ModulePlugin<{ checkout: CheckoutService; publicOrigin: string }> = async (
  app,
  options,
) => {
  runWithApp(app, options.checkout.keyCleanup(app.log));
  await app.register(checkoutRoutes, options);
};
