export { shownAddress } from "./address-book";
export { AddressDetails, AddressTitle } from "./address-view";
export { searchAddresses } from "./addresses-api";
export { loadAddressBook } from "./addresses-data";
export { AddressesPage } from "./addresses-page";
