export { AddressFields } from "./address-fields";
export type { AddressFormValues } from "./checkout-forms";
export { addressFormSchema, addressInputOf, emptyAddress } from "./checkout-forms";
export { CheckoutPage } from "./checkout-page";
export { placedOrder } from "./checkout-storage";
export { SelectField, TextAreaField } from "./form-controls";
