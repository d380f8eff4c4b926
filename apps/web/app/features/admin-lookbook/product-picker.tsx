import type { Language, ProductSuggestion } from "@shop/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/text-field";
import { findProducts } from "./lookbook-admin-api";

/** Finds a product by name (the storefront's search-as-you-type) and hands the chosen one over. */
export function ProductPicker({ onPick }: { onPick(product: ProductSuggestion): void }) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<ProductSuggestion[] | null>(null);

  async function search(event: FormEvent) {
    event.preventDefault();
    if (!query.trim()) return;
    const answer = await findProducts(query.trim(), i18n.language as Language).catch(() => null);
    setFound(answer?.products ?? []);
  }

  return (
    <div className="look-picker">
      <TextField
        label={t("admin.lookbook.findProduct")}
        value={query}
        maxLength={100}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") void search(event);
        }}
      />
      <button type="button" className="button button--outline" onClick={(event) => void search(event)}>
        {t("admin.lookbook.search")}
      </button>
      {found && (
        <ul className="look-picker__results" aria-live="polite">
          {found.length === 0 && <li className="muted">{t("admin.lookbook.noProduct")}</li>}
          {found.map((product) => (
            <li key={product.productId}>
              <button type="button" className="button button--outline" onClick={() => onPick(product)}>
                {t("admin.lookbook.pick", { name: product.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
