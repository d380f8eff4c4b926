import type { AdminCampaign } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminShell, StaffContent } from "../admin";
import { formatMoment } from "../orders";
import { CampaignEditor } from "./campaign-editor";
import type { CampaignsPageData } from "./campaigns-data.server";

function CampaignList({ campaigns, editing }: { campaigns: AdminCampaign[]; editing: number | null }) {
  const { t, i18n } = useTranslation();
  if (!campaigns.length) return <p className="admin-count">{t("admin.newsletter.campaigns.none")}</p>;
  return (
    <table className="orders-table">
      <caption className="sr-only">{t("admin.newsletter.campaigns.title")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("admin.newsletter.campaigns.subject")}</th>
          <th scope="col">{t("admin.newsletter.status")}</th>
          <th scope="col">{t("admin.newsletter.campaigns.recipients")}</th>
          <th scope="col">{t("admin.newsletter.since")}</th>
        </tr>
      </thead>
      <tbody>
        {campaigns.map((c) => (
          <tr key={c.id} aria-current={c.id === editing || undefined}>
            <td data-label={t("admin.newsletter.campaigns.subject")}>
              <Link to={`/admin/newsletter/campaigns?id=${c.id}`}>
                <bdi>{c.subject.en}</bdi>
              </Link>
            </td>
            <td data-label={t("admin.newsletter.status")}>{t(`admin.newsletter.campaigns.statuses.${c.status}`)}</td>
            <td data-label={t("admin.newsletter.campaigns.recipients")}>{c.status === "sent" ? c.recipients : "–"}</td>
            <td data-label={t("admin.newsletter.since")}>{formatMoment(c.sentAt ?? c.createdAt, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /admin/newsletter/campaigns: the campaigns, and the editor of the one chosen (?id=) or of a new one. */
export function AdminCampaignsPage({ data }: { data: CampaignsPageData }) {
  const { t } = useTranslation();
  return (
    <AdminShell
      crumbs={[
        { label: t("admin.newsletter.title"), to: "/admin/newsletter" },
        { label: t("admin.newsletter.campaigns.title") },
      ]}
    >
      <StaffContent loaded={data.loaded} notFound={t("admin.failed")}>
        {({ campaigns }) => {
          const campaign = campaigns.find((c) => c.id === data.editing) ?? null;
          return (
            <div className="admin-newsletter">
              <div className="admin-newsletter__head">
                <h1>{t("admin.newsletter.campaigns.title")}</h1>
                {campaign && (
                  <Link to="/admin/newsletter/campaigns" className="button button--outline">
                    {t("admin.newsletter.campaigns.new")}
                  </Link>
                )}
              </div>
              <CampaignList campaigns={campaigns} editing={data.editing} />
              <h2>
                {campaign
                  ? t("admin.newsletter.campaigns.editing", { subject: campaign.subject.en })
                  : t("admin.newsletter.campaigns.new")}
              </h2>
              <CampaignEditor key={campaign?.id ?? "new"} campaign={campaign} />
            </div>
          );
        }}
      </StaffContent>
    </AdminShell>
  );
}
