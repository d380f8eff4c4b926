import type { ShipmentDetails } from "@shop/shared";
import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiPost } from "../../lib/api/api-client";
import { IGNORE_LOADING_BAR_HEADER } from "../../lib/loading-bar-store";
import { type DeliveryEstimate, type DeliveryOffer, deliveryEstimate, hoursAndMinutes } from "./delivery-estimate";

/** The offer is read again this often while the page stays open (capacity and settings change). */
const REFRESH_MS = 10 * 60_000;

/** The delivery slots call (guests too), without the page's loading bar. */
function loadOffer(signal: AbortSignal): Promise<DeliveryOffer> {
  return apiPost<ShipmentDetails>(
    "/api/v1/user/loadShipmentDetails",
    { chargeType: "standard" },
    { signal, headers: { [IGNORE_LOADING_BAR_HEADER]: "1" }, timeoutMs: 5000 },
  );
}

/**
 * The current minute, null until mounted: the server and the first client render show nothing, so there is no
 * hydration mismatch. Ticks at each minute's start; only the component using it renders again.
 */
function useMinuteClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = new Date();
      setNow(at);
      timer = setTimeout(tick, 60_000 - (at.getTime() % 60_000) + 50);
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return now;
}

function useDeliveryOffer(): DeliveryOffer | null {
  const [offer, setOffer] = useState<DeliveryOffer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      loadOffer(controller.signal).then(
        (answer) => setOffer({ dates: answer.dates, sameDayCutoff: answer.sameDayCutoff }),
        () => {}, // No estimate rather than an error: the delivery note below still tells the terms.
      );
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, []);
  return offer;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** "Sunday 29 November" in the shopper's language, Latin digits as the prices (formatMoney). */
function formatDay(date: string, lang: string): string {
  const locale = lang === "ar" ? "ar-AE" : lang === "fr" ? "fr-FR" : "en-GB";
  let format = dayFormats.get(locale);
  if (!format) {
    const options = { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" } as const;
    format = new Intl.DateTimeFormat(locale, { ...options, numberingSystem: "latn" });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

/** "2 h 15 min", "2 h" or "15 min" in the shopper's language. */
function timeLeft(t: TFunction, total: number): string {
  const { hours, minutes } = hoursAndMinutes(total);
  if (hours === 0) return t("deliveryEstimate.minutes", { minutes });
  if (minutes === 0) return t("deliveryEstimate.hours", { hours });
  return t("deliveryEstimate.hoursMinutes", { hours, minutes });
}

/** Issue 16: "Order within 2 h 15 min for delivery today (afternoon)" / "Earliest delivery: tomorrow morning". */
export function DeliveryEstimateLine() {
  const { t, i18n } = useTranslation();
  const offer = useDeliveryOffer();
  const now = useMinuteClock();
  const estimate: DeliveryEstimate | null = offer && now ? deliveryEstimate(offer, now) : null;
  if (!estimate) return null;
  let text: string;
  if (estimate.kind === "today") {
    const time = timeLeft(t, estimate.minutesLeft);
    text = t("deliveryEstimate.today", { time, slot: t(`deliveryEstimate.slot.${estimate.slot}`) });
  } else if (estimate.kind === "tomorrow") {
    text = t("deliveryEstimate.tomorrow", { slot: t(`deliveryEstimate.slot.${estimate.slot}`) });
  } else {
    text = t("deliveryEstimate.later", { date: formatDay(estimate.date, i18n.language) });
  }
  return <p className="delivery-estimate">{text}</p>;
}
