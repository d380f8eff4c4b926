import { isStaffRole } from "@shop/shared/core";
import type { StoredUser } from "./session";

export type AccountLink = "login" | "register" | "dashboard" | "profile" | "trackOrder" | "backOffice" | "logout";

export const accountPaths: Record<Exclude<AccountLink, "logout">, string> = {
  login: "/pages/login",
  register: "/pages/register",
  dashboard: "/pages/dashboard",
  profile: "/pages/profile",
  trackOrder: "/shop/trackorder",
  backOffice: "/admin",
};

/**
 * SPEC 2 My Account dropdown: no user -> Login and Register; a user with a non-empty name -> Edit Profile,
 * Track Order and Logout (and the dashboard, DESIGN's account overview, first); Logout whenever a user exists.
 * Staff roles (issue 13) also get "Back office", just before Logout.
 */
export function accountLinksFor(user: Pick<StoredUser, "name" | "role"> | null): AccountLink[] {
  if (!user) return ["login", "register"];
  const named = typeof user.name === "string" && user.name.trim() !== "";
  const staff: AccountLink[] = isStaffRole(user.role) ? ["backOffice"] : [];
  return named ? ["dashboard", "profile", "trackOrder", ...staff, "logout"] : [...staff, "logout"];
}
