import type { AuditEntry } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { formatState } from "./audit-query";

/** Before and after as indented JSON in <pre>: React renders it as text, never as HTML. */
export function StateDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const before = formatState(entry.before);
  const after = formatState(entry.after);
  return (
    <details className="audit-details">
      <summary>
        {t("admin.audit.details")}
        <span className="sr-only">
          {" "}
          {entry.action} #{entry.id}
        </span>
      </summary>
      <div className="audit-details__states">
        <section>
          <h3>{t("admin.audit.before")}</h3>
          {before ? <pre dir="ltr">{before}</pre> : <p className="muted">{t("admin.audit.none")}</p>}
        </section>
        <section>
          <h3>{t("admin.audit.after")}</h3>
          {after ? <pre dir="ltr">{after}</pre> : <p className="muted">{t("admin.audit.none")}</p>}
        </section>
      </div>
    </details>
  );
}
