import type { AdminProductImportResponse } from "@shop/shared";
import Download from "lucide-react/icons/download";
import Upload from "lucide-react/icons/upload";
import { type ChangeEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError, errorMessages } from "../../lib/api/api-error";
import { notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { AdminShell, StaffContent } from "../admin";
import type { ProductImportData } from "./import-data.server";
import { importProducts, productExportHref } from "./product-csv";
import { productListHref } from "./product-list-query";
import "../../styles/admin-csv.css";

/** The answer's counts in words: what the file creates and updates. */
function Counts({ result }: { result: AdminProductImportResponse }) {
  const { t } = useTranslation();
  const c = result.counts;
  return (
    <ul className="muted">
      <li>{t("admin.productsCsv.rows", { count: result.rows })}</li>
      <li>{t("admin.productsCsv.products", { created: c.productsCreated, updated: c.productsUpdated })}</li>
      <li>{t("admin.productsCsv.skus", { created: c.skusCreated, updated: c.skusUpdated })}</li>
    </ul>
  );
}

/** Every row's problems, as the server found them (plain text, never HTML). */
export function RowErrors({ result }: { result: AdminProductImportResponse }) {
  const { t } = useTranslation();
  return (
    <div>
      <FormAlert message={t("admin.productsCsv.hasErrors", { count: result.errors.length })} />
      <table className="orders-table">
        <thead>
          <tr>
            <th scope="col">{t("admin.productsCsv.row")}</th>
            <th scope="col">{t("admin.productsCsv.column")}</th>
            <th scope="col">{t("admin.productsCsv.problem")}</th>
          </tr>
        </thead>
        <tbody>
          {result.errors.map((e) => (
            <tr key={`${e.row}-${e.column}-${e.message}`}>
              <td>{e.row}</td>
              <td>
                <bdi>{e.column}</bdi>
              </td>
              <td>{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Choose a file, see the dry run (its counts, or each row's errors), then apply it: all rows or none. */
function ImportSection() {
  const { t } = useTranslation();
  const [csv, setCsv] = useState<string | null>(null);
  const [result, setResult] = useState<AdminProductImportResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function send(text: string, dryRun: boolean) {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await importProducts(text, dryRun);
      setResult(answer);
      if (answer.applied) {
        notifySuccess(t("admin.productsCsv.applied"));
        setCsv(null);
      }
    } catch (error) {
      setFailure(error instanceof ApiError ? errorMessages(error.errorList).join(" ") : t("admin.failed"));
    } finally {
      setBusy(false);
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setResult(null);
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    await send(text, true);
  }

  const changes = result ? Object.values(result.counts).some((n) => n > 0) : false;
  return (
    <section className="admin-csv__section" aria-labelledby="csv-import">
      <h2 id="csv-import">{t("admin.productsCsv.importTitle")}</h2>
      <p className="muted">{t("admin.productsCsv.importIntro")}</p>
      <label className="button button--outline admin-csv__file">
        <Upload aria-hidden="true" size={18} />
        {t("admin.productsCsv.choose")}
        <input type="file" accept=".csv,text/csv" onChange={choose} disabled={busy} className="sr-only" />
      </label>
      {busy && <p aria-live="polite">{t("admin.productsCsv.checking")}</p>}
      <FormAlert message={failure} />
      {result && !busy && (
        <div className="admin-csv__result" aria-live="polite">
          <h3>{result.applied ? t("admin.productsCsv.appliedTitle") : t("admin.productsCsv.dryRunTitle")}</h3>
          <Counts result={result} />
          {result.errors.length > 0 && <RowErrors result={result} />}
          {!result.applied && result.errors.length === 0 && !changes && <p>{t("admin.productsCsv.nothing")}</p>}
          {csv && !result.applied && result.errors.length === 0 && changes && (
            <button type="button" className="button button--primary" onClick={() => send(csv, false)}>
              {t("admin.productsCsv.apply")}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/** /admin/products/import: the CSV of the list's filters, and the import with its dry run (issue 13 item 7). */
export function ProductImportPage({ data }: { data: ProductImportData }) {
  const { t } = useTranslation();
  const listHref = productListHref(data.query);
  return (
    <AdminShell crumbs={[{ label: t("admin.products.title"), to: listHref }, { label: t("admin.productsCsv.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.productsCsv.title")}>
        {({ matching }) => (
          <div className="admin-csv">
            <h1>{t("admin.productsCsv.title")}</h1>
            <section className="admin-csv__section" aria-labelledby="csv-export">
              <h2 id="csv-export">{t("admin.productsCsv.exportTitle")}</h2>
              <p className="muted">{t("admin.productsCsv.matching", { count: matching })}</p>
              <div className="admin-csv__actions">
                <a className="button button--outline" href={productExportHref(data.query)} download>
                  <Download aria-hidden="true" size={18} />
                  {t("admin.productsCsv.download")}
                </a>
                <Link to={listHref}>{t("admin.productsCsv.back")}</Link>
              </div>
            </section>
            <ImportSection />
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
