export { loadInbox, loadInboxMessage } from "./inbox-data";
export { InboxPage } from "./inbox-page";
export { MessagePage } from "./message-page";
