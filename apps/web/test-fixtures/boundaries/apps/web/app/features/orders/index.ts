export { orderLinesLabel } from "./order-lines";
