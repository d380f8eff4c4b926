import { formatMoney, type Language } from "@shop/shared";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "./form-controls";

const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let found = stripes.get(publishableKey);
  if (!found) {
    found = loadStripe(publishableKey).catch(() => null);
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

function PayForm({ number, total }: Pick<CardPaymentProps, "number" | "total">) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setError(null);
    const returnUrl = new URL(`/pages/order/success?number=${encodeURIComponent(number)}`, window.location.origin);
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl.href } });
    // Only reached when the payment could not go ahead (else the browser is on its way to return_url).
    setError(result.error?.message ?? t("checkout.card.failed"));
    setPaying(false);
  };

  return (
    <form className="card-payment__form" noValidate onSubmit={pay}>
      <PaymentElement onReady={() => setReady(true)} options={{ layout: "tabs" }} />
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
      <PayForm number={number} total={total} />
    </Elements>
  );
}
