import { zodResolver } from "@hookform/resolvers/zod";
import { type Emirate, isLanguage, type Language } from "@shop/shared";
import { useEffect, useMemo } from "react";
import { FormProvider, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useShopConfig } from "../../lib/config/config-context";
import type { StoredUser } from "../account";
import { type CartViewLine, cartLinesTotal, lineTotal } from "../cart";
import type { DisplayLine } from "../orders";
import { AddressSection } from "./address-section";
import { failureText } from "./checkout-failure";
import { firstChoice, slotFor, summaryFigures } from "./checkout-figures";
import { type CheckoutFormValues, checkoutFormSchema, emptyAddress, emptyGift } from "./checkout-forms";
import type { PlacedOrder } from "./checkout-storage";
import { CheckoutSummary } from "./checkout-summary";
import { ContactSection } from "./contact-section";
import { DeliverySection } from "./delivery-section";
import { DiscountCodeField } from "./discount-code-field";
import { isDiscountFailure } from "./discount-failure";
import { GiftOptions } from "./gift-options";
import { LineAvailability } from "./line-availability";
import { PaymentSection } from "./payment-section";
import { PlaceOrderPanel } from "./place-order-panel";
import { useAddressBook, useQuote, useShipmentDetails } from "./use-checkout-data";
import { useCheckoutDraft } from "./use-checkout-draft";
import { useDiscountCode } from "./use-discount-code";
import { useFieldCopies } from "./use-field-copies";
import { usePlaceOrder } from "./use-place-order";

/**
 * The resolver checks the address the way it is given: a saved one (its id) or a new one (every field); the
 * gift's fields only when it is a gift.
 */
const resolver: Resolver<CheckoutFormValues> = (values, context, options) =>
  zodResolver(checkoutFormSchema(values.addressMode, values.gift.enabled))(
    values as never,
    context,
    options as never,
  ) as never;

function defaultsFor(user: StoredUser | null): CheckoutFormValues {
  return {
    contact: { name: user?.name ?? "", email: user?.email ?? "", mobile: user?.mobile ?? "" },
    addressMode: user ? "saved" : "new",
    addressId: "",
    address: { ...emptyAddress, recipient: user?.name ?? "", mobile: user?.mobile ?? "" },
    deliveryDate: "",
    deliverySlot: "",
    paymentMethod: "cod",
    newsletter: false,
    discountCode: "",
    gift: { ...emptyGift },
  };
}

/** The steps, the summary and the place-order button of /pages/checkout (the cart has lines). */
export function CheckoutForm({
  user,
  lines,
  onPlaced,
}: {
  /** The member, or null for a guest. */
  user: StoredUser | null;
  lines: readonly CartViewLine[];
  onPlaced(placed: PlacedOrder): Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const shopConfig = useShopConfig();
  const lang: Language = isLanguage(i18n.language) ? i18n.language : "en";
  const member = user !== null;
  const form = useForm<CheckoutFormValues>({ resolver, defaultValues: defaultsFor(user), mode: "onSubmit" });
  const { watch, getValues, setValue } = form;
  const { offer, refill, clearAddress, resync } = useFieldCopies(form);
  // Issue 16: before the effects below, so they see what the shopper had typed.
  useCheckoutDraft(form, member, resync);

  const details = useShipmentDetails();
  const book = useAddressBook(member);
  const refs = useMemo(() => lines.map(({ skuId, qty }) => ({ skuId, qty })), [lines]);

  // The earliest date and slot, once the dates are known (a kept date and slot stay while they are open).
  useEffect(() => {
    if (!details.data) return;
    const kept = getValues("deliveryDate");
    if (kept && slotFor(details.data.dates, kept, getValues("deliverySlot")) === getValues("deliverySlot")) return;
    const first = firstChoice(details.data.dates);
    setValue("deliveryDate", first.date);
    setValue("deliverySlot", first.slot);
  }, [details.data, getValues, setValue]);

  // Issue 15: with cash on delivery switched off, card is the method.
  useEffect(() => {
    if (details.data?.codEnabled === false && getValues("paymentMethod") === "cod") setValue("paymentMethod", "card");
  }, [details.data, getValues, setValue]);

  // A member starts with the default address (first in the book), or the form when there is none.
  useEffect(() => {
    if (!book.data || getValues("addressMode") === "new") return;
    const kept = getValues("addressId");
    if (kept && book.data.some((a) => String(a.addressId) === kept)) return;
    const first = book.data[0];
    if (!first) {
      setValue("addressMode", "new");
      return;
    }
    setValue("addressId", String(first.addressId));
    // A member without a mobile in the profile: the saved address's, unless the shopper is typing one.
    offer("contact.mobile", first.mobile);
  }, [book.data, getValues, setValue, offer]);

  const [addressMode, addressId, newEmirate, paymentMethod, discountCode] = watch([
    "addressMode",
    "addressId",
    "address.emirate",
    "paymentMethod",
    "discountCode",
  ]);
  const emirate: Emirate | null =
    member && addressMode === "saved"
      ? (book.data?.find((a) => String(a.addressId) === addressId)?.emirate ?? null)
      : newEmirate || null;

  const code = useDiscountCode({ form, member, refs, emirate, paymentMethod, lang });
  const { query: quote, request: quoteRequest } = useQuote({
    member,
    lines: refs,
    emirate,
    paymentMethod,
    lang,
    discountCode,
  });
  // A code the server no longer takes (expired, used up, the cart under its minimum): off, with its error.
  const codeRefused = quote.isError && isDiscountFailure(quote.error);
  const { reject: rejectCode } = code;
  useEffect(() => {
    if (codeRefused) rejectCode(quote.error);
  }, [codeRefused, quote.error, rejectCode]);
  const figures = summaryFigures({
    code: discountCode ? { code: discountCode, discount: code.checked?.discount ?? 0 } : null,
    quote: quote.data ?? null,
    itemsTotal: cartLinesTotal(lines),
    terms: details.data ?? null,
    emirate,
    paymentMethod,
  });
  const quoting = emirate !== null && quote.isFetching;
  const quoteProblem = quote.isError && !quote.isFetching && !codeRefused ? failureText(t, quote.error) : null;
  // Placing needs the server's total for what is chosen (without an emirate, the form says what is missing).
  const waiting = details.isPending || (emirate !== null && !figures.exact && !quoteProblem);

  const displayLines: DisplayLine[] =
    figures.exact && quote.data
      ? quote.data.lines.map((line) => ({
          key: `q${line.skuId}`,
          name: line.name,
          options: line.options,
          qty: line.qty,
          lineTotal: line.lineTotal,
          note: <LineAvailability line={line} />,
        }))
      : lines.map((line) => ({
          key: line.key,
          name: line.product.name,
          options: line.sku.options,
          qty: line.qty,
          lineTotal: lineTotal(line),
        }));
  const unavailable = figures.exact && quote.data ? quote.data.lines.some((line) => !line.available) : false;

  const placing = usePlaceOrder({
    form,
    member,
    refs,
    lang,
    figures,
    quoteRequest,
    addresses: book.data ?? [],
    onAddressSaved: clearAddress,
    onCodeRefused: (error) => code.reject(error, true),
    onPlaced,
  });

  return (
    <FormProvider {...form}>
      <form className="checkout" method="post" noValidate onSubmit={placing.submit}>
        <div className="checkout__steps">
          <ContactSection member={member} />
          <GiftOptions />
          <AddressSection
            member={member}
            book={{
              status: book.isPending && member ? "loading" : book.isError ? "error" : "ready",
              addresses: book.data ?? [],
              retry: () => void book.refetch(),
            }}
            onUseNew={refill}
            onSaveNew={() => void placing.saveNewAddress()}
            saving={placing.savingAddress}
          />
          <DeliverySection
            dates={details.data?.dates ?? []}
            loading={details.isPending}
            // Issue 14: until the details load, the cut-off of the public config (live settings), not a fixed one.
            cutoff={details.data?.sameDayCutoff ?? shopConfig.delivery.sameDayCutoff}
          />
          {details.isError && (
            <div className="form-alert" role="alert">
              <p>{failureText(t, details.error)}</p>
              <button
                type="button"
                className="button button--outline button--small"
                onClick={() => void details.refetch()}
              >
                {t("checkout.retry")}
              </button>
            </div>
          )}
          <PaymentSection
            codFee={details.data?.codFee ?? 0}
            cardEnabled={details.data?.cardEnabled ?? false}
            codEnabled={details.data?.codEnabled ?? true}
          />
        </div>
        <div className="checkout__aside">
          <CheckoutSummary
            lines={displayLines}
            figures={figures}
            paymentMethod={paymentMethod}
            quoting={quoting}
            quoteError={quoteProblem}
            retry={() => void quote.refetch()}
          >
            <DiscountCodeField
              applied={discountCode}
              checking={code.checking}
              error={code.error}
              onApply={(typed) => void code.apply(typed)}
              onRemove={code.remove}
              onEdit={code.clearError}
            />
          </CheckoutSummary>
          <PlaceOrderPanel
            sending={placing.sending}
            waiting={waiting}
            blocked={unavailable || quoteProblem !== null || !details.data?.dates.length}
            unavailable={unavailable}
            alert={placing.alert}
            priceChange={placing.priceChange}
          />
        </div>
      </form>
    </FormProvider>
  );
}
