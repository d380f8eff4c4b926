export { loadStaffPage } from "./staff-data";
export { StaffPage } from "./staff-page";
export { StaffWelcomePage } from "./staff-welcome-page";
