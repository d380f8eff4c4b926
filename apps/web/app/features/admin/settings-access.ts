import { isAdminRole } from "@shop/shared";
import { mayUse } from "@shop/shared/core";

export interface SettingsAccess {
  /** The delivery and tax forms can be saved; otherwise they show their values read-only. */
  editable: boolean;
  /** The two-step login policy form is shown (admins only, docs/decisions/0009-staff-two-step-login.md). */
  twoStepPolicy: boolean;
}

/**
 * DESIGN "Back office": what `role` gets on /admin/settings. A manager may only view the settings, so the page
 * shows the values without a Save button (the server refuses the update anyway). A role not known yet gets the
 * least: the page loads in the browser after the session is read, and the server still guards every call.
 */
export function settingsAccessOf(role: string | null | undefined): SettingsAccess {
  return { editable: mayUse(role, "settings", "edit"), twoStepPolicy: isAdminRole(role) };
}
