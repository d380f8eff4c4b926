import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useShopConfig } from "../../lib/config/config-context";
import { ltr, money, sameDaySentence } from "../../lib/config/shop-promises";
import { DeliveryCharges } from "./delivery-info-page";

/**
 * The delivery page's figures, generated from the live delivery settings beside the staff's Markdown (issue 15):
 * the charge per emirate (and the cash-on-delivery fee), the free-delivery threshold, the open slots and the
 * same-day cut-off. Staff cannot type these figures: they change with the settings.
 */
export function DeliveryFacts() {
  const { t } = useTranslation();
  const { delivery } = useShopConfig();
  const headingId = useId();
  const slots = delivery.slots.map(({ slot, starts }) =>
    t("pages.delivery.facts.slotFrom", { slot: t(`slots.${slot}`), time: ltr(starts) }),
  );
  return (
    <section className="info-page__section delivery-facts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("pages.delivery.facts.title")}</h2>
      <DeliveryCharges />
      <table className="delivery-facts__terms">
        <tbody>
          <tr>
            <th scope="row">{t("pages.delivery.facts.freeAbove")}</th>
            <td>{delivery.freeAbove === null ? t("pages.delivery.facts.neverFree") : money(delivery.freeAbove)}</td>
          </tr>
          <tr>
            <th scope="row">{t("pages.delivery.facts.slots")}</th>
            <td>
              {slots.length ? slots.join(t("pages.delivery.facts.listSeparator")) : t("pages.delivery.facts.noSlots")}
            </td>
          </tr>
          <tr>
            <th scope="row">{t("pages.delivery.facts.cutoff")}</th>
            <td>{ltr(delivery.sameDayCutoff)}</td>
          </tr>
        </tbody>
      </table>
      <p>{sameDaySentence(delivery, t)}</p>
    </section>
  );
}
