import FileText from "lucide-react/icons/file-text";
import { useTranslation } from "react-i18next";
import "../../styles/admin-documents.css";
import { adminInvoiceUrl, adminPackingSlipUrl, hasTaxInvoice } from "./document-links";

/** The admin order page's "Documents" block: the tax invoice and the packing slip as PDF, each in a new tab. */
export function OrderDocuments({ number, status }: { number: string; status: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "ar" || i18n.language === "fr" ? i18n.language : "en";
  return (
    <section className="order-card" aria-labelledby="admin-documents">
      <h2 id="admin-documents" className="order-card__title">
        {t("admin.documents.title")}
      </h2>
      <ul className="order-documents">
        {hasTaxInvoice(status) && (
          <li>
            <a href={adminInvoiceUrl(number)} target="_blank" rel="noopener">
              <FileText aria-hidden="true" size={18} /> {t("admin.documents.invoice")}
            </a>
          </li>
        )}
        <li>
          <a href={adminPackingSlipUrl(number, lang)} target="_blank" rel="noopener">
            <FileText aria-hidden="true" size={18} /> {t("admin.documents.packingSlip")}
          </a>
        </li>
      </ul>
    </section>
  );
}
