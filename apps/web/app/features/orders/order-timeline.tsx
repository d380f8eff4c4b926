import type { OrderStatus } from "@shop/shared";
import Check from "lucide-react/icons/check";
import { useTranslation } from "react-i18next";
import { formatMoment } from "./order-format";
import { actorLabel, orderProgress, statusKey, statusTone, timelineOf } from "./order-status";

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <span className={`status-badge status-badge--${statusTone(status)}`}>{t(statusKey(status))}</span>;
}

export interface TimelineEvent {
  status: OrderStatus;
  /** "status" when absent; a delivery change or a refund is labelled as such (issue 15). */
  kind?: "status" | "delivery" | "refund";
  at: string;
  actor: string;
  note: string | null;
}

/** The steps of the normal way of an order, with the one it is at now (and how it ended if off the way). */
export function OrderProgressView({ status, events }: { status: OrderStatus; events: readonly TimelineEvent[] }) {
  const { t } = useTranslation();
  const { steps, outcome } = orderProgress(status, events);
  return (
    <div className="order-progress">
      <ol className="order-progress__steps" aria-label={t("orders.progress")}>
        {steps.map((step) => (
          <li
            key={step.status}
            className={`order-progress__step is-${step.state}`}
            aria-current={step.state === "current" ? "step" : undefined}
          >
            <span className="order-progress__dot" aria-hidden="true">
              {step.state === "done" && <Check size={14} />}
            </span>
            <span className="order-progress__label">{t(statusKey(step.status))}</span>
          </li>
        ))}
      </ol>
      {outcome && (
        <p className={`order-progress__outcome status-badge--${statusTone(outcome)}`}>
          {t(`orders.outcome.${outcome}`)}
        </p>
      )}
    </div>
  );
}

/**
 * Every change of the order with its time (Asia/Dubai, in the shopper's language). Notes are the staff's
 * words to the shopper; the shop's own notes stay out unless `showAll` (back office).
 */
export function OrderTimeline({
  events,
  showAll = false,
  headingId,
}: {
  events: readonly TimelineEvent[];
  showAll?: boolean;
  headingId?: string;
}) {
  const { t, i18n } = useTranslation();
  const actorText = (actor: string) => {
    const [key, values] = actorLabel(actor);
    return t(key, values);
  };
  return (
    <ol className="timeline" aria-labelledby={headingId}>
      {timelineOf(events).map((event, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: events are only ever appended; two can share time and status
          key={`${event.at}-${event.status}-${index}`}
          className={`timeline__event status-${statusTone(event.status)}`}
        >
          <span className="timeline__dot" aria-hidden="true" />
          <div className="timeline__body">
            <span className="timeline__status">
              {event.kind === "refund" || event.kind === "delivery"
                ? t(`orders.eventKinds.${event.kind}`)
                : t(statusKey(event.status))}
            </span>
            <time className="timeline__time" dateTime={event.at}>
              {formatMoment(event.at, i18n.language)}
            </time>
            {showAll && <span className="timeline__actor">{t("orders.by", { actor: actorText(event.actor) })}</span>}
            {event.note && (showAll || event.actor === "staff" || event.kind === "refund") && (
              <p className="timeline__note">
                <bdi>{event.note}</bdi>
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
