import { type Address, MAX_ADDRESSES } from "@shop/shared";
import MapPin from "lucide-react/icons/map-pin";
import Plus from "lucide-react/icons/plus";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useRevalidator } from "react-router";
import { ApiError } from "../../lib/api/api-error";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { AccountLayout, failureMessage, useSessionUser } from "../account";
import {
  type AddressBookFormValues,
  addedAddressId,
  addressBookInputOf,
  addressTitle,
  addressValuesOf,
  newAddressValues,
} from "./address-book";
import { AddressCard, cardHeadingId } from "./address-card";
import { AddressForm } from "./address-form";
import { addAddress, deleteAddress, setDefaultAddress, updateAddress } from "./addresses-api";

/** The id of the "Add an address" button (it takes the focus when a form closes or a card goes). */
const ADD_BUTTON_ID = "address-book-add";

type Pending = { addressId: number; action: "default" | "delete" };

/** /pages/addresses: the member's address book (list, add, edit, delete, set the default). */
export function AddressesPage({ loaded }: { loaded: Address[] | null }) {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const revalidator = useRevalidator();
  const { hash } = useLocation();
  const [book, setBook] = useState(loaded);
  const [editing, setEditing] = useState<number | "new" | null>(hash === "#new" ? "new" : null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [problem, setProblem] = useState<{ addressId: number; message: string } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // What takes the focus once React has drawn the change (the element may not exist before that).
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (!focusId) return;
    const element = document.getElementById(focusId);
    if (!element) return;
    element.focus();
    setFocusId(null);
  });

  // A fresh load (retry, another visit) replaces the list.
  useEffect(() => setBook(loaded), [loaded]);

  const addresses = book ?? [];
  const full = addresses.length >= MAX_ADDRESSES;

  const closeForm = (target?: string) => {
    setEditing(null);
    setFocusId(target ?? ADD_BUTTON_ID);
  };

  const save = async (addressId: number | "new", values: AddressBookFormValues) => {
    const input = addressBookInputOf(values);
    const after = addressId === "new" ? await addAddress(input) : await updateAddress(addressId, input);
    const savedId = addressId === "new" ? addedAddressId(addresses, after) : addressId;
    setBook(after);
    setProblem(null);
    setAlert(null);
    notifySuccess(t(addressId === "new" ? "addresses.added" : "addresses.saved"));
    closeForm(savedId === null ? undefined : cardHeadingId(savedId));
  };

  /** Set as default, or delete: the answer is the whole book. */
  const change = async (address: Address, action: Pending["action"]) => {
    setPending({ addressId: address.addressId, action });
    setProblem(null);
    setAlert(null);
    try {
      const after =
        action === "delete" ? await deleteAddress(address.addressId) : await setDefaultAddress(address.addressId);
      setBook(after);
      const name = addressTitle(address);
      if (action === "delete") {
        notifySuccess(t("addresses.deleted", { name }));
        setFocusId(ADD_BUTTON_ID);
      } else {
        notifySuccess(t("addresses.defaultSet", { name }));
        setFocusId(cardHeadingId(address.addressId));
      }
    } catch (error) {
      const message = failureMessage(i18n, error);
      notifyInfo(message);
      // Gone already (another tab): the list is loaded again and the message stays above it.
      if (error instanceof ApiError && error.status === 404) {
        setAlert(message);
        void revalidator.revalidate();
      } else setProblem({ addressId: address.addressId, message });
    } finally {
      setPending(null);
    }
  };

  const locked = pending !== null || revalidator.state !== "idle";
  let body: React.ReactNode;
  if (book === null) {
    body = (
      <div className="empty-state" role="alert">
        <p>{t("addresses.failed")}</p>
        <button type="button" className="button button--primary" onClick={() => void revalidator.revalidate()}>
          {revalidator.state === "idle" ? t("addresses.retry") : t("addresses.loading")}
        </button>
      </div>
    );
  } else if (addresses.length === 0) {
    // While the first address is being added, its form stands in for the empty state.
    body =
      editing === "new" ? null : (
        <div className="empty-state">
          <MapPin aria-hidden="true" size={48} />
          <h2>{t("addresses.empty.title")}</h2>
          <p>{t("addresses.empty.text")}</p>
        </div>
      );
  } else {
    body = (
      <ul className="address-list" aria-label={t("addresses.listLabel", { count: addresses.length })}>
        {addresses.map((address) => (
          <li key={address.addressId}>
            {editing === address.addressId ? (
              <AddressForm
                title={t("addresses.editTitle", { name: addressTitle(address) })}
                initial={addressValuesOf(address)}
                submitLabel={t("addresses.saveChanges")}
                offerDefault={!address.isDefault}
                onSave={(values) => save(address.addressId, values)}
                onCancel={() => closeForm(cardHeadingId(address.addressId))}
              />
            ) : (
              <AddressCard
                address={address}
                locked={locked}
                busy={pending?.addressId === address.addressId ? pending.action : null}
                problem={problem?.addressId === address.addressId ? problem.message : null}
                onEdit={() => setEditing(address.addressId)}
                onSetDefault={() => void change(address, "default")}
                onDelete={() => void change(address, "delete")}
              />
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AccountLayout>
      <header className="page-header">
        <h1>{t("addresses.title")}</h1>
        <p className="page-header__lead">{t("addresses.lead")}</p>
      </header>
      <FormAlert message={alert} />
      {book !== null && editing !== "new" && (
        <div className="address-toolbar">
          <button
            id={ADD_BUTTON_ID}
            type="button"
            className="button button--primary"
            onClick={() => setEditing("new")}
            disabled={full || locked}
            aria-describedby={full ? "address-limit" : undefined}
          >
            <Plus aria-hidden="true" size={18} />
            {t("addresses.add")}
          </button>
          {full && (
            <p id="address-limit" className="empty-note">
              {t("addresses.limit", { max: MAX_ADDRESSES })}
            </p>
          )}
        </div>
      )}
      {book !== null && editing === "new" && (
        <AddressForm
          title={t("addresses.addTitle")}
          initial={newAddressValues(user)}
          submitLabel={t("addresses.save")}
          offerDefault={addresses.length > 0}
          onSave={(values) => save("new", values)}
          onCancel={() => closeForm()}
        />
      )}
      {body}
    </AccountLayout>
  );
}
