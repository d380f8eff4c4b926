import type { TwoStepSetup, TwoStepStatus } from "@shop/shared";
import ShieldCheck from "lucide-react/icons/shield-check";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { PasswordField } from "../../ui/password-field";
import { TextField } from "../../ui/text-field";
import { useFocusLater } from "../../ui/use-focus-later";
import { AuthenticatorSetup } from "./authenticator-setup";
import { failureMessage } from "./form-errors";
import { RecoveryCodes } from "./recovery-codes";
import { disableTwoStep, enableTwoStep, loadTwoStepStatus, startTwoStepSetup } from "./two-step-api";
import { appCode, errorCodeOf } from "./two-step-forms";

type View =
  | { kind: "status" }
  | { kind: "setup"; setup: TwoStepSetup }
  | { kind: "codes"; codes: string[] }
  | { kind: "off" };

/** Account page, staff only: turn two-step login on (QR code, first code, recovery codes) or off (docs/decisions/0009). */
export function TwoStepSection() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [status, setStatus] = useState<TwoStepStatus | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [view, setView] = useState<View>({ kind: "status" });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const focusLater = useFocusLater();
  const actionRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    loadTwoStepStatus()
      .then(setStatus)
      .catch(() => setLoadFailed(true));
  }, []);

  const show = (next: View) => {
    setAlert(null);
    setView(next);
    focusLater(() => (next.kind === "status" ? actionRef.current : fieldRef.current));
  };
  const failed = (error: unknown) => {
    const message = failureMessage(i18n, error);
    setAlert(message);
    notifyInfo(message);
  };

  const begin = async () => {
    setBusy(true);
    try {
      show({ kind: "setup", setup: await startTwoStepSetup() });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  let body: React.ReactNode;
  if (loadFailed) body = <p>{t("twoStep.account.failed")}</p>;
  else if (!status)
    body = (
      <p className="auth-status" role="status">
        {t("twoStep.account.loading")}
      </p>
    );
  else if (view.kind === "setup")
    body = (
      <EnableForm
        setup={view.setup}
        fieldRef={fieldRef}
        onEnabled={(next, codes) => {
          setStatus(next);
          notifySuccess(t("twoStep.account.enabled"));
          setView({ kind: "codes", codes });
        }}
        onCancel={() => show({ kind: "status" })}
      />
    );
  else if (view.kind === "codes")
    body = (
      <RecoveryCodes
        codes={view.codes}
        doneLabel={t("twoStep.recovery.done")}
        onDone={() => show({ kind: "status" })}
      />
    );
  else if (view.kind === "off")
    body = (
      <DisableForm
        fieldRef={fieldRef}
        onDisabled={(next) => {
          setStatus(next);
          notifySuccess(t("twoStep.account.off"));
          show({ kind: "status" });
        }}
        onCancel={() => show({ kind: "status" })}
      />
    );
  else if (status.enabled)
    body = (
      <>
        <p className="auth-status auth-status--success">
          <ShieldCheck aria-hidden="true" size={20} />
          {t("twoStep.account.on", { count: status.recoveryCodesLeft })}
        </p>
        {status.required ? (
          <p>{t("twoStep.account.required")}</p>
        ) : (
          <button
            ref={actionRef}
            type="button"
            className="button button--outline"
            onClick={() => show({ kind: "off" })}
          >
            {t("twoStep.account.turnOff")}
          </button>
        )}
      </>
    );
  else
    body = (
      <>
        <p>{t("twoStep.account.off")}</p>
        {status.required && <p>{t("twoStep.account.requiredSetup")}</p>}
        <button ref={actionRef} type="button" className="button button--primary" disabled={busy} onClick={begin}>
          {t("twoStep.account.turnOn")}
        </button>
      </>
    );

  return (
    <section className="account-section two-step" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("twoStep.title")}</h2>
      <p className="field__hint">{t("twoStep.account.lead")}</p>
      <FormAlert message={alert} />
      {body}
    </section>
  );
}

interface EnableFormProps {
  setup: TwoStepSetup;
  fieldRef: React.RefObject<HTMLInputElement | null>;
  onEnabled(status: TwoStepStatus, codes: string[]): void;
  onCancel(): void;
}

/** The new secret and its first code: two-step is on only once the app has shown it works. */
function EnableForm({ setup, fieldRef, onEnabled, onCancel }: EnableFormProps) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const code = appCode(value);
    if (!code) {
      setError(t("twoStep.errors.code"));
      fieldRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { status, recoveryCodes } = await enableTwoStep(code);
      onEnabled(status, recoveryCodes);
    } catch (failure) {
      const message =
        errorCodeOf(failure) === "INVALID_CREDENTIALS" ? t("twoStep.errors.wrongCode") : failureMessage(i18n, failure);
      setError(message);
      notifyInfo(message);
      fieldRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="form" method="post" noValidate onSubmit={submit}>
      <AuthenticatorSetup setup={setup} />
      <TextField
        ref={fieldRef}
        label={t("twoStep.fields.code")}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={8}
        dir="ltr"
      />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t("twoStep.account.confirm")}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
          {t("twoStep.account.cancel")}
        </button>
      </div>
    </form>
  );
}

interface DisableFormProps {
  fieldRef: React.RefObject<HTMLInputElement | null>;
  onDisabled(status: TwoStepStatus): void;
  onCancel(): void;
}

/** Off with a current code, or with the password (the phone is gone). */
function DisableForm({ fieldRef, onDisabled, onCancel }: DisableFormProps) {
  const { t, i18n } = useTranslation();
  const [byPassword, setByPassword] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const focusLater = useFocusLater();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const code = byPassword ? null : appCode(value);
    if (byPassword ? !value : !code) {
      setError(t(byPassword ? "twoStep.errors.password" : "twoStep.errors.code"));
      fieldRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      onDisabled(await disableTwoStep(byPassword ? { password: value } : { code: code as string }));
    } catch (failure) {
      const wrong = byPassword ? "twoStep.errors.wrongPassword" : "twoStep.errors.wrongCode";
      const message = errorCodeOf(failure) === "INVALID_CREDENTIALS" ? t(wrong) : failureMessage(i18n, failure);
      setError(message);
      notifyInfo(message);
      fieldRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };
  const field = {
    ref: fieldRef,
    value,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
    error,
  };
  return (
    <form className="form" method="post" noValidate onSubmit={submit}>
      <p>{t("twoStep.account.offLead")}</p>
      {byPassword ? (
        <PasswordField
          key="password"
          label={t("auth.fields.password")}
          showLabel={t("auth.showPassword")}
          autoComplete="current-password"
          {...field}
        />
      ) : (
        <TextField
          key="code"
          label={t("twoStep.fields.code")}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={8}
          dir="ltr"
          {...field}
        />
      )}
      <button
        type="button"
        className="button button--outline button--small"
        onClick={() => {
          setByPassword((current) => !current);
          setValue("");
          setError(undefined);
          focusLater(() => fieldRef.current);
        }}
      >
        {t(byPassword ? "twoStep.account.useCode" : "twoStep.account.usePassword")}
      </button>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t("twoStep.account.turnOffSubmit")}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
          {t("twoStep.account.cancel")}
        </button>
      </div>
    </form>
  );
}
