import type { StaffAccount, StaffRole } from "@shop/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { errorCodeOf, failureMessage } from "../account";
import { SelectField } from "../checkout";
import { changeStaffRole, resendInvite, setStaffDisabled } from "./staff-api";

/** What a staff action's refusal means here (the server's rules), else the usual message by code. */
function refusalKey(code: string | undefined, action: "role" | "status" | "resend"): string | null {
  if (code === "CONFLICT")
    return action === "resend" ? "admin.staff.errors.notInvited" : "admin.staff.errors.lastOwner";
  if (code === "FORBIDDEN") return "admin.staff.errors.notYours";
  return null;
}

/**
 * A manageable account's actions: change its role (among those the viewer may give), disable or enable it, and
 * re-send a pending invitation. `onChanged` reloads the list.
 */
export function StaffRowActions({
  account,
  grantable,
  onChanged,
}: {
  account: StaffAccount;
  grantable: StaffRole[];
  onChanged(): void;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (
    action: "role" | "status" | "resend",
    call: () => Promise<unknown>,
    doneKey: string,
    onRefused?: () => void,
  ) => {
    setBusy(true);
    try {
      await call();
      notifySuccess(t(doneKey, { name: account.name, email: account.email }));
      onChanged();
    } catch (error) {
      const key = refusalKey(errorCodeOf(error), action);
      notifyInfo(key ? t(key) : failureMessage(i18n, error));
      onRefused?.();
    } finally {
      setBusy(false);
    }
  };

  const onRole = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const role = new FormData(form).get("role") as StaffRole;
    if (role === account.role) return;
    // A refused change shows the account's role as it still is.
    void run(
      "role",
      () => changeStaffRole(account.id, role),
      "admin.staff.roleChanged",
      () => form.reset(),
    );
  };
  const disabled = account.status === "disabled";
  const invited = account.status === "invited" || account.status === "inviteExpired";

  return (
    <div className="staff-actions">
      <form className="staff-actions__role" onSubmit={onRole}>
        <SelectField
          label={t("admin.staff.roleOf", { name: account.name })}
          name="role"
          defaultValue={account.role}
          disabled={busy}
        >
          {grantable.map((role) => (
            <option key={role} value={role}>
              {t(`admin.staff.roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button--outline button--small" disabled={busy}>
          {t("admin.staff.changeRole")}
        </button>
      </form>
      <div className="staff-actions__buttons">
        {invited && !disabled && (
          <button
            type="button"
            className="button button--outline button--small"
            disabled={busy}
            onClick={() => run("resend", () => resendInvite(account.id), "admin.staff.inviteResent")}
          >
            {t("admin.staff.resend")}
          </button>
        )}
        <button
          type="button"
          className="button button--outline button--small"
          disabled={busy}
          aria-label={t(disabled ? "admin.staff.enableNamed" : "admin.staff.disableNamed", { name: account.name })}
          onClick={() =>
            run(
              "status",
              () => setStaffDisabled(account.id, !disabled),
              disabled ? "admin.staff.enabledDone" : "admin.staff.disabledDone",
            )
          }
        >
          {t(disabled ? "admin.staff.enable" : "admin.staff.disable")}
        </button>
      </div>
    </div>
  );
}
