export { loadHome } from "./home-data.server";
