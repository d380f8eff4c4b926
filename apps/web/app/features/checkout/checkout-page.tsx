import { isLanguage } from "@shop/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { notifySuccess } from "../../shell/notify/notify";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { FormAlert } from "../../ui/form-alert";
import { useSessionUser } from "../account";
import { clearLocalCart, memberCart, SHOP_PATH, sessionOwner, useCart } from "../cart";
import { clearDraft } from "./checkout-draft";
import { CheckoutForm } from "./checkout-form";
import { endAttempt, type PlacedOrder, rememberPlacedOrder } from "./checkout-storage";
import { useShipmentDetails } from "./use-checkout-data";

const CardPayment = lazy(() => import("./card-payment"));

export function successPath(number: string): string {
  return `/pages/order/success?number=${encodeURIComponent(number)}`;
}

function Status({ text }: { text: string }) {
  return (
    <div className="checkout-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/** A card order is placed and holds its stock: the shopper pays with Stripe's Payment Element. */
function CardStep({ placed }: { placed: PlacedOrder }) {
  const { t, i18n } = useTranslation();
  const details = useShipmentDetails();
  const key = details.data?.publishableKey;
  const { order } = placed;
  return (
    <section className="card-payment" aria-labelledby="card-payment-title">
      <h2 id="card-payment-title">{t("checkout.card.title")}</h2>
      <p>{t("checkout.card.lead", { number: order.number })}</p>
      {details.isPending ? (
        <Status text={t("checkout.card.loading")} />
      ) : key && placed.clientSecret ? (
        <Suspense fallback={<Status text={t("checkout.card.loading")} />}>
          <CardPayment
            publishableKey={key}
            clientSecret={placed.clientSecret}
            number={order.number}
            total={order.total}
            lang={isLanguage(i18n.language) ? i18n.language : "en"}
          />
        </Suspense>
      ) : (
        <FormAlert message={t("checkout.card.unavailable")} />
      )}
    </section>
  );
}

function CheckoutContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const user = useSessionUser();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  const onPlaced = async (order: PlacedOrder) => {
    rememberPlacedOrder(order);
    endAttempt();
    // Issue 16: what was typed is kept only until the order is placed.
    clearDraft();
    setPlaced(order);
    // A member's cart is emptied by the server; a visitor's is cleared here once the order needs nothing more.
    const owner = sessionOwner();
    if (owner) void memberCart.refresh(owner);
    if (order.clientSecret) return;
    if (!owner) clearLocalCart();
    notifySuccess(t("checkout.placed", { number: order.order.number }));
    await navigate(successPath(order.order.number), { replace: true });
  };

  if (placed?.clientSecret) return <CardStep placed={placed} />;
  if (placed) return <Status text={t("checkout.redirecting")} />;
  if (cart.status === "error" && cart.lines.length === 0) {
    return (
      <div className="empty-state">
        <p>{t("checkout.cartFailed")}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            const owner = sessionOwner();
            if (owner) void memberCart.refresh(owner);
          }}
        >
          {t("checkout.retry")}
        </button>
      </div>
    );
  }
  if (cart.status !== "ready") return <Status text={t("checkout.loading")} />;
  if (cart.lines.length === 0) {
    return (
      <div className="empty-state">
        <ShoppingBag aria-hidden="true" size={48} />
        <h2>{t("checkout.empty.title")}</h2>
        <p>{t("checkout.empty.text")}</p>
        <Link to={SHOP_PATH} className="button button--primary">
          {t("checkout.empty.shop")}
        </Link>
      </div>
    );
  }
  const account = cart.mode === "member" ? (user ?? {}) : null;
  return <CheckoutForm user={account} lines={cart.lines} onPlaced={onPlaced} />;
}

/** /pages/checkout: contact, address, delivery date and slot, payment and the order summary on one page. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={client}>
      <div className="container page checkout-page">
        <Breadcrumbs
          items={[
            { label: t("breadcrumbs.home"), to: "/" },
            { label: t("cartPage.title"), to: "/shop/cart" },
            { label: t("checkout.title") },
          ]}
          label={t("breadcrumbs.label")}
        />
        <h1 className="checkout-page__title">{t("checkout.title")}</h1>
        <CheckoutContent />
      </div>
    </QueryClientProvider>
  );
}
