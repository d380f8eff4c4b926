import type { Address } from "@shop/shared";
import Pencil from "lucide-react/icons/pencil";
import Star from "lucide-react/icons/star";
import Trash from "lucide-react/icons/trash-2";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmStep } from "../../ui/confirm-step";
import { useFocusLater } from "../../ui/use-focus-later";
import { addressTitle } from "./address-book";
import { AddressDetails, AddressTitle } from "./address-view";

/** The id of a card's heading, which takes the focus after a change to the card. */
export const cardHeadingId = (addressId: number) => `address-${addressId}`;

interface AddressCardProps {
  address: Address;
  /** Another change of the book is under way: the card's buttons wait. */
  locked: boolean;
  /** This card's change is under way. */
  busy: "default" | "delete" | null;
  /** A failed change of this card, shown in it. */
  problem: string | null;
  onEdit(): void;
  onSetDefault(): void;
  /** Deletes after the confirm step. */
  onDelete(): void;
}

/** One saved address with Edit, Set as default and Delete (after a confirm step that can be left). */
export function AddressCard({ address, locked, busy, problem, onEdit, onSetDefault, onDelete }: AddressCardProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusLater();
  const name = addressTitle(address);
  const headingId = cardHeadingId(address.addressId);

  const keep = () => {
    setConfirming(false);
    focusLater(() => deleteRef.current);
  };

  return (
    <article className={`address-card${address.isDefault ? " address-card--default" : ""}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="address-card__title" tabIndex={-1}>
        <AddressTitle address={address} />
      </h2>
      <AddressDetails address={address} />
      <div className="address-card__actions">
        <button
          type="button"
          className="button button--outline button--small"
          aria-label={t("addresses.editNamed", { name })}
          onClick={onEdit}
          disabled={locked}
        >
          <Pencil aria-hidden="true" size={16} />
          {t("addresses.edit")}
        </button>
        {!address.isDefault && (
          <button
            type="button"
            className="button button--outline button--small"
            aria-label={t("addresses.setDefaultNamed", { name })}
            onClick={onSetDefault}
            disabled={locked}
          >
            <Star aria-hidden="true" size={16} />
            {busy === "default" ? t("addresses.sending") : t("addresses.setDefault")}
          </button>
        )}
        {!confirming && (
          <button
            ref={deleteRef}
            type="button"
            className="button button--outline button--small address-card__delete"
            aria-label={t("addresses.deleteNamed", { name })}
            onClick={() => setConfirming(true)}
            disabled={locked}
          >
            <Trash aria-hidden="true" size={16} />
            {t("addresses.delete")}
          </button>
        )}
      </div>
      {confirming && (
        <ConfirmStep
          id={`${headingId}-confirm`}
          className="address-confirm"
          title={t("addresses.confirm.title", { name })}
          text={t("addresses.confirm.text")}
          yes={busy === "delete" ? t("addresses.deleting") : t("addresses.confirm.yes")}
          no={t("addresses.confirm.no")}
          busy={locked}
          onYes={onDelete}
          onNo={keep}
          small
        />
      )}
      {problem && (
        <div className="form-alert" role="alert">
          <p>{problem}</p>
        </div>
      )}
    </article>
  );
}
