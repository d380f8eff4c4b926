import ArrowRight from "lucide-react/icons/arrow-right";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export const SHOP_PATH = "/shop/collection/left/sidebar";

/** The first screen: headline, promise and the way into the shop. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">{t("header.tagline")}</p>
          <h1 id="hero-title">{t("home.heroTitle")}</h1>
          <p className="hero__lead">{t("home.heroText")}</p>
          <Link to={SHOP_PATH} className="button button--primary button--large">
            {t("home.heroCta")}
            <ArrowRight className="flip-rtl" aria-hidden="true" size={20} />
          </Link>
        </div>
        <svg className="hero__art" viewBox="0 0 320 320" aria-hidden="true" focusable="false">
          <circle cx="160" cy="160" r="150" fill="#e3efe6" />
          <path d="M160 250c-4-60 0-110 2-150" stroke="#1f5135" strokeWidth="6" fill="none" strokeLinecap="round" />
          <path d="M160 170c-50-6-82-38-88-92 52 2 84 32 88 92z" fill="#2f7a4f" />
          <path d="M163 140c8-52 44-84 100-88-2 56-38 88-100 88z" fill="#4c9a6a" />
          <path d="M161 205c30-36 68-48 112-40-14 42-52 56-112 40z" fill="#7cbf8e" />
          <path d="M112 240h96l-10 56a10 10 0 0 1-10 8h-56a10 10 0 0 1-10-8z" fill="#c8643b" />
          <rect x="104" y="232" width="112" height="18" rx="6" fill="#a94f2b" />
        </svg>
      </div>
    </section>
  );
}
