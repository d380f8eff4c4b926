export { CompareBar } from "./compare-bar";
export { ComparePage } from "./compare-page";
export { CompareToggle } from "./compare-toggle";
