import type { Address } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { formatMobile } from "../account";
import { addressLine, addressTitle } from "./address-book";

/** The address's name with its default badge. */
export function AddressTitle({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <>
      <bdi>{addressTitle(address)}</bdi>
      {address.isDefault && <span className="badge badge--ok">{t("addresses.default")}</span>}
    </>
  );
}

/** A saved address: recipient, street line, landmark, mobile and notes (the notes left out when `brief`). */
export function AddressDetails({ address, brief = false }: { address: Address; brief?: boolean }) {
  const { t } = useTranslation();
  const line = addressLine(address, t(`emirates.${address.emirate}`), t("checkout.address.separator"));
  return (
    <dl className="address-details">
      <dt>{t("addresses.recipient")}</dt>
      <dd>
        <bdi>{address.recipient}</bdi>
      </dd>
      <dt>{t("addresses.address")}</dt>
      <dd>
        <bdi>{line}</bdi>
      </dd>
      {address.landmark && (
        <>
          <dt>{t("addresses.landmark")}</dt>
          <dd>
            <bdi>{address.landmark}</bdi>
          </dd>
        </>
      )}
      <dt>{t("addresses.mobile")}</dt>
      <dd>
        <bdi dir="ltr">{formatMobile(address.mobile)}</bdi>
      </dd>
      {!brief && address.notes && (
        <>
          <dt>{t("addresses.notes")}</dt>
          <dd>
            <bdi>{address.notes}</bdi>
          </dd>
        </>
      )}
    </dl>
  );
}
