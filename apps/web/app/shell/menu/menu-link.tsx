import type { MenuItem } from "@shop/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { safeHref } from "../../lib/safe-href";

export function Badge({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  if (!item.badge) return null;
  return <span className="menu-badge">{item.badgeText || t("menu.new")}</span>;
}

/** A leaf: in-app link, external link (same tab) or external link in a new tab. */
export function MenuLink({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const content: ReactNode = (
    <>
      {item.title}
      <Badge item={item} />
    </>
  );
  const path = safeHref(item.path);
  if (item.type === "extLink") {
    return (
      <a className="menu-link" href={path}>
        {content}
      </a>
    );
  }
  if (item.type === "extTabLink") {
    return (
      <a className="menu-link" href={path} target="_blank" rel="noopener noreferrer">
        {content}
        <span className="sr-only"> ({t("common.newTab")})</span>
      </a>
    );
  }
  return (
    <NavLink className="menu-link" to={path} end={path === "/"}>
      {content}
    </NavLink>
  );
}
