export { CustomerPage } from "./customer-page";
export { loadCustomer, loadCustomers } from "./customers-data";
export { CustomersPage } from "./customers-page";
