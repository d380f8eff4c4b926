import { formatMoney, type Language } from "@shop/shared";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormAlert } from "../../ui/form-alert";
import { isLoggedIn } from "../account";
import { cardFailureOf } from "./card-failure";

const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let found = stripes.get(publishableKey);
  if (!found) {
    found = loadStripe(publishableKey).catch(() => null);
    // Stripe.js did not load: the next card form tries again.
    void found.then((loaded) => loaded === null && stripes.delete(publishableKey));
    stripes.set(publishableKey, found);
  }
  return found;
}

export interface CardPaymentProps {
  publishableKey: string;
  clientSecret: string;
  /** The order number, for the page Stripe returns to. */
  number: string;
  total: number;
  lang: Language;
}

/** The page Stripe sends the shopper to once the card is paid (it adds payment_intent and redirect_status). */
function returnUrl(number: string): string {
  return new URL(`/pages/order/success?number=${encodeURIComponent(number)}`, window.location.origin).href;
}

/** The card was tried and failed, so the order is cancelled: what happened and how to order again. */
function CancelledOrder({ number, message }: { number: string; message: string }) {
  const { t } = useTranslation();
  // A visitor's cart is still in this browser; a member's went with the order, which offers "Order again".
  const member = isLoggedIn();
  return (
    <div className="card-payment__cancelled">
      <FormAlert message={message} />
      <p>{t("checkout.card.cancelled", { number })}</p>
      {member ? (
        <Link to={`/pages/orders/${encodeURIComponent(number)}`} className="button button--primary">
          {t("orders.viewOrder")}
        </Link>
      ) : (
        // A full load: the checkout starts again from the cart.
        <a href="/pages/checkout" className="button button--primary">
          {t("checkout.card.again")}
        </a>
      )}
    </div>
  );
}

function PayForm({ number, total, onLoadError }: Pick<CardPaymentProps, "number" | "total"> & { onLoadError(): void }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setError(null);
    let result: Awaited<ReturnType<Stripe["confirmPayment"]>>;
    try {
      result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl(number) } });
    } catch {
      result = { error: { type: "api_connection_error" } };
    }
    // Without an error the browser is on its way to the return URL.
    if (!result.error) return;
    const message = result.error.message ?? t("checkout.card.failed");
    const failure = cardFailureOf(result.error);
    if (failure === "paid") return window.location.assign(returnUrl(number));
    if (failure === "cancelled") setCancelled(message);
    else setError(message);
    setPaying(false);
  };

  if (cancelled !== null) return <CancelledOrder number={number} message={cancelled} />;
  return (
    <form className="card-payment__form" noValidate onSubmit={pay}>
      <PaymentElement onReady={() => setReady(true)} onLoadError={onLoadError} options={{ layout: "tabs" }} />
      {!ready && (
        <p className="checkout-status" role="status">
          <span className="spinner spinner--small" aria-hidden="true" />
          {t("checkout.card.loading")}
        </p>
      )}
      <FormAlert message={error} />
      <button
        type="submit"
        className="button button--primary button--large button--block"
        disabled={!stripe || !elements || !ready || paying}
        aria-busy={paying || undefined}
      >
        {paying ? t("checkout.card.paying") : t("checkout.card.pay", { total: formatMoney(total) })}
      </button>
    </form>
  );
}

/** Stripe's Payment Element for an order placed with card payment (loaded only for it). */
export default function CardPayment({ publishableKey, clientSecret, number, total, lang }: CardPaymentProps) {
  const { t } = useTranslation();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((loaded) => live && setUnavailable(loaded === null));
    return () => {
      live = false;
    };
  }, [stripe]);
  if (unavailable) return <FormAlert message={t("checkout.card.unavailable")} />;
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        locale: lang,
        appearance: { theme: "stripe", variables: { colorPrimary: "#1f5135", borderRadius: "8px" } },
      }}
    >
      <PayForm number={number} total={total} onLoadError={() => setUnavailable(true)} />
    </Elements>
  );
}
