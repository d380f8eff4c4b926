import { zodResolver } from "@hookform/resolvers/zod";
import type { TrackOrderResponse } from "@shop/shared";
import Search from "lucide-react/icons/search";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../lib/api/api-error";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { TextField } from "../../ui/text-field";
import { useLoggedIn } from "../account";
import { formatDay } from "./order-format";
import { OrderGift } from "./order-gift";
import { OrderProgressView, OrderTimeline, StatusBadge } from "./order-timeline";
import { trackOrder } from "./orders-api";
import { type TrackForm, trackFormSchema, trackMessageKey, trackQueryOf } from "./track-form";

function TrackResult({ result }: { result: TrackOrderResponse }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="order-card track-result" aria-labelledby="track-result-title" tabIndex={-1}>
      <h2 id="track-result-title" className="order-card__title">
        {t("tracking.result", { number: result.number })}
      </h2>
      <dl className="details-list">
        <dt>{t("orders.status")}</dt>
        <dd>
          <StatusBadge status={result.status} />
        </dd>
        <dt>{t("orders.delivery")}</dt>
        <dd>
          {t("orders.deliveryWhen", {
            date: formatDay(result.deliveryDate, i18n.language),
            slot: t(`slots.${result.deliverySlot}`),
          })}
        </dd>
        <dt>{t("tracking.emirate")}</dt>
        <dd>{t(`emirates.${result.emirate}`)}</dd>
      </dl>
      {result.gift && <OrderGift gift={result.gift} id="track-gift" headingLevel={3} />}
      <OrderProgressView status={result.status} events={result.events} />
      <h3 id="track-history" className="order-card__subtitle">
        {t("orders.history")}
      </h3>
      <OrderTimeline events={result.events} headingId="track-history" />
    </section>
  );
}

/** /shop/trackorder: the order number with the e-mail or mobile given at checkout; one message for any miss. */
export function TrackOrderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const loggedIn = useLoggedIn();
  const [result, setResult] = useState<TrackOrderResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TrackForm>({
    resolver: zodResolver(trackFormSchema),
    defaultValues: { number: params.get("number") ?? "", contact: "" },
  });

  useEffect(() => {
    if (result) resultRef.current?.querySelector<HTMLElement>(".track-result")?.focus();
  }, [result]);

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    setResult(null);
    try {
      setResult(await trackOrder(trackQueryOf(values)));
    } catch (error) {
      const code = error instanceof ApiError ? error.errorList[0]?.errorCode : undefined;
      const known = code === "NOT_FOUND" || code === "VALIDATION_FAILED" ? "NOT_FOUND" : code;
      setProblem(
        t(known === "NOT_FOUND" || known === "RATE_LIMITED" ? `tracking.errors.${known}` : "tracking.errors.generic"),
      );
    }
  });

  const message = (field: keyof TrackForm) => {
    const error = errors[field];
    return error ? t(trackMessageKey(field, error.type)) : undefined;
  };

  return (
    <div className="container page order-page track-page">
      <Breadcrumbs
        items={[{ label: t("breadcrumbs.home"), to: "/" }, { label: t("tracking.title") }]}
        label={t("breadcrumbs.label")}
      />
      <h1>{t("tracking.title")}</h1>
      <p className="page-header__lead">{t("tracking.lead")}</p>
      <div className="track-layout">
        <form className="form track-form" method="post" noValidate onSubmit={submit}>
          <TextField
            label={t("tracking.number")}
            hint={t("tracking.numberHint")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={message("number")}
            {...register("number")}
          />
          <TextField
            label={t("tracking.contact")}
            hint={t("tracking.contactHint")}
            autoComplete="email"
            spellCheck={false}
            autoCapitalize="none"
            error={message("contact")}
            {...register("contact")}
          />
          {problem && (
            <div className="form-alert" role="alert">
              <p>{problem}</p>
            </div>
          )}
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            <Search aria-hidden="true" size={18} />
            {isSubmitting ? t("tracking.searching") : t("tracking.submit")}
          </button>
          {loggedIn && (
            <p className="track-form__member">
              <Link to="/pages/orders">{t("tracking.myOrders")}</Link>
            </p>
          )}
        </form>
        <div ref={resultRef} aria-live="polite">
          {result && <TrackResult result={result} />}
        </div>
      </div>
    </div>
  );
}
