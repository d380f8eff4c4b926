import type { LoginResponse, SecondStepResponse, TwoStepSetup } from "@shop/shared";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyInfo } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { TextField } from "../../ui/text-field";
import { useFocusLater } from "../../ui/use-focus-later";
import { SubmitButton } from "./auth-card";
import { AuthenticatorSetup } from "./authenticator-setup";
import { failureMessage } from "./form-errors";
import { RecoveryCodes } from "./recovery-codes";
import { completeSecondStep, enrolAtLogin } from "./two-step-api";
import { appCode, errorCodeOf, recoveryCode } from "./two-step-forms";

interface SecondStepFormProps {
  step: SecondStepResponse;
  /** The session, once the code was right (and the recovery codes seen, after an enrolment). */
  onSession(session: LoginResponse): void | Promise<void>;
  /** Back to the e-mail and password (the challenge expired or ran out of tries). */
  onRestart(): void;
}

/**
 * The login's second step (docs/decisions/0009): a code from the authenticator app or a recovery code; for an
 * "enrol" challenge, first the new secret to add to the app, and the recovery codes once it is on.
 */
export function SecondStepForm({ step, onSession, onRestart }: SecondStepFormProps) {
  const { t, i18n } = useTranslation();
  const enrol = step.secondStep === "enrol";
  const [useRecovery, setUseRecovery] = useState(false);
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [value, setValue] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [alert, setAlert] = useState<{ message: string; restart: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const [enrolled, setEnrolled] = useState<{ session: LoginResponse; codes: string[] } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const fail = (message: string, restart = false) => {
    setAlert({ message, restart });
    notifyInfo(message);
  };

  const focusLater = useFocusLater();
  // The field appears in place of the password form: the user types into it next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the step starts
  useEffect(() => {
    if (!enrol) {
      focusLater(() => inputRef.current);
      return;
    }
    enrolAtLogin(step.challenge)
      .then((answer) => {
        setSetup(answer);
        focusLater(() => inputRef.current);
      })
      .catch((error) =>
        errorCodeOf(error) === "CHALLENGE_INVALID"
          ? fail(t("twoStep.errors.expired"), true)
          : fail(failureMessage(i18n, error)),
      );
  }, [step.challenge]);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const proof = useRecovery ? recoveryCode(value) : appCode(value);
    if (!proof) {
      setFieldError(t(useRecovery ? "twoStep.errors.recoveryCode" : "twoStep.errors.code"));
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setSending(true);
    try {
      const answer = await completeSecondStep(step.challenge, useRecovery ? { recoveryCode: proof } : { code: proof });
      const { recoveryCodes, ...session } = answer;
      if (recoveryCodes?.length) setEnrolled({ session, codes: recoveryCodes });
      else await onSession(session);
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === "INVALID_CREDENTIALS") {
        const message = t(useRecovery ? "twoStep.errors.wrongRecovery" : "twoStep.errors.wrongCode");
        setFieldError(message);
        notifyInfo(message);
        setValue("");
        inputRef.current?.focus();
      } else if (code === "CHALLENGE_INVALID") {
        fail(t("twoStep.errors.expired"), true);
      } else {
        fail(failureMessage(i18n, error));
      }
    } finally {
      setSending(false);
    }
  };

  if (enrolled) {
    return (
      <RecoveryCodes
        codes={enrolled.codes}
        doneLabel={t("twoStep.recovery.continue")}
        onDone={() => void onSession(enrolled.session)}
      />
    );
  }

  return (
    <form className="form two-step-login" method="post" noValidate onSubmit={onSubmit}>
      <h2 className="two-step-login__title">{t(enrol ? "twoStep.login.enrolTitle" : "twoStep.title")}</h2>
      <p>{t(enrol ? "twoStep.login.enrolLead" : useRecovery ? "twoStep.login.recoveryLead" : "twoStep.login.lead")}</p>
      <FormAlert message={alert?.message ?? null}>
        {alert?.restart && (
          <button type="button" className="button button--outline button--small" onClick={onRestart}>
            {t("twoStep.login.restart")}
          </button>
        )}
      </FormAlert>
      {enrol && !setup && !alert && (
        <p className="auth-status" role="status">
          {t("twoStep.login.loading")}
        </p>
      )}
      {setup && <AuthenticatorSetup setup={setup} />}
      {(!enrol || setup) && (
        <>
          <TextField
            ref={inputRef}
            key={useRecovery ? "recovery" : "code"}
            label={t(useRecovery ? "twoStep.fields.recoveryCode" : "twoStep.fields.code")}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={fieldError}
            autoComplete={useRecovery ? "off" : "one-time-code"}
            inputMode={useRecovery ? "text" : "numeric"}
            spellCheck={false}
            autoCapitalize="none"
            maxLength={useRecovery ? 20 : 8}
            dir="ltr"
          />
          <SubmitButton sending={sending}>{t("twoStep.login.submit")}</SubmitButton>
        </>
      )}
      {!enrol && (
        <button
          type="button"
          className="button button--outline button--block"
          onClick={() => {
            setUseRecovery((current) => !current);
            setValue("");
            setFieldError(undefined);
            focusLater(() => inputRef.current);
          }}
        >
          {t(useRecovery ? "twoStep.login.useApp" : "twoStep.login.useRecovery")}
        </button>
      )}
    </form>
  );
}
