export { CompareBar } from "./compare-bar";
export { ComparePage } from "./compare-page";
export { CompareToggle, cardCompareToggle } from "./compare-toggle";
