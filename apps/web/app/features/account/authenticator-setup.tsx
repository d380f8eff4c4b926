import type { TwoStepSetup } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/text-field";

/** The key in groups of four, as authenticator apps show it (spaces are ignored when typed in). */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/** A new secret for the authenticator app: the QR code, and the key to type in when scanning is not possible. */
export function AuthenticatorSetup({ setup }: { setup: TwoStepSetup }) {
  const { t } = useTranslation();
  return (
    <div className="two-step-setup">
      <p>{t("twoStep.setup.scan")}</p>
      <img className="two-step-setup__qr" src={setup.qrCode} alt={t("twoStep.setup.qrAlt")} width={200} height={200} />
      <TextField
        className="two-step-setup__secret"
        label={t("twoStep.setup.manual")}
        value={groupedSecret(setup.secret)}
        readOnly
        dir="ltr"
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}
