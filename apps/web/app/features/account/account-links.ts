import type { StoredUser } from "./session";

export type AccountLink = "login" | "register" | "dashboard" | "profile" | "trackOrder" | "logout";

export const accountPaths: Record<Exclude<AccountLink, "logout">, string> = {
  login: "/pages/login",
  register: "/pages/register",
  dashboard: "/pages/dashboard",
  profile: "/pages/profile",
  trackOrder: "/shop/trackorder",
};

/**
 * SPEC 2 My Account dropdown: no user -> Login and Register; a user with a non-empty name -> Edit Profile,
 * Track Order and Logout (and the dashboard, DESIGN's account overview, first); Logout whenever a user exists.
 */
export function accountLinksFor(user: Pick<StoredUser, "name"> | null): AccountLink[] {
  if (!user) return ["login", "register"];
  const named = typeof user.name === "string" && user.name.trim() !== "";
  return named ? ["dashboard", "profile", "trackOrder", "logout"] : ["logout"];
}
