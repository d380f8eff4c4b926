/** The stand-in's API keys, and which of them a call to the stand-in carries. */

export const STAND_IN_KEYS = {
  secretKey: "sk_test_standin",
  publishableKey: "pk_test_standin",
  webhookSecret: "whsec_test_standin",
};

export type Auth = "secret" | "publishable" | "none";

/** The SDK sends the secret key as a Bearer token; Stripe.js sends the publishable key as the `key` parameter. */
export function authOf(authorization: string | undefined, key: string | undefined): Auth {
  if (authorization === `Bearer ${STAND_IN_KEYS.secretKey}`) return "secret";
  if (!authorization && key === STAND_IN_KEYS.publishableKey) return "publishable";
  return "none";
}
