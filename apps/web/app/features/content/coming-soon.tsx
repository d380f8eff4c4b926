import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "../../ui/logo";

/** Stand-alone page without header and footer (SPEC 2); `children` (the newsletter sign-up) go under the text. */
export function ComingSoon({ shopName, children }: { shopName: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="coming-soon">
      <Logo name={shopName} />
      <h1>{t("comingSoon.title")}</h1>
      <p>{t("comingSoon.text")}</p>
      {children}
      <Link to="/" className="button button--primary">
        {t("comingSoon.home")}
      </Link>
    </div>
  );
}
