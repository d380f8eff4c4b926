import { useTranslation } from "react-i18next";
import { useShopConfig } from "../../lib/config/config-context";
import { safeHref } from "../../lib/safe-href";

const known = new Set([
  "facebook",
  "instagram",
  "x",
  "twitter",
  "tiktok",
  "youtube",
  "pinterest",
  "linkedin",
  "snapchat",
]);

/** The shop's social profiles, named (brand icons are not bundled). */
export function SocialLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { social } = useShopConfig().contacts;
  if (social.length === 0) return null;
  return (
    <ul className={`social-links ${className ?? ""}`} aria-label={t("contact.social")}>
      {social.map((entry) => {
        const network = entry.network.toLowerCase();
        const name = known.has(network) ? t(`social.${network}`) : entry.network;
        return (
          <li key={entry.url}>
            <a href={safeHref(entry.url)} target="_blank" rel="noopener noreferrer">
              {name}
              <span className="sr-only"> ({t("common.newTab")})</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
