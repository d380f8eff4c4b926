import { isLanguage } from "@shop/shared";
import Sprout from "lucide-react/icons/sprout";
import Tag from "lucide-react/icons/tag";
import { type RefObject, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { categoryPath, PriceTag, productPath } from "../catalogue";
import { useSuggestions } from "./use-suggestions";

interface SuggestProps {
  input: RefObject<HTMLInputElement | null>;
  /** Opens a suggestion (a product or a category page). */
  onPick(path: string): void;
}

interface Option {
  id: string;
  path: string;
}

/**
 * Search-as-you-type for the overlay's field (loaded when the overlay first opens). The field becomes a
 * combobox: arrow keys move through the listbox (aria-activedescendant), Enter opens the active suggestion;
 * with none active, Enter still submits the search.
 */
export default function SearchSuggest({ input, onPick }: SuggestProps) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const [value, setValue] = useState(() => input.current?.value ?? "");
  const [active, setActive] = useState(-1);
  const lang = isLanguage(i18n.language) ? i18n.language : "en";
  const data = useSuggestions(value, lang);
  const products = data?.products ?? [];
  const categories = data?.categories ?? [];
  const options: Option[] = useMemo(
    () => [
      ...products.map((p) => ({ id: `${listId}-p${p.productId}`, path: productPath(p.slug) })),
      ...categories.map((c) => ({ id: `${listId}-c${c.categoryId}`, path: categoryPath(c.slug) })),
    ],
    [products, categories, listId],
  );
  const expanded = options.length > 0;
  const activeOption = expanded ? options[active] : undefined;

  // Tie the field (a combobox) to the list and follow what is typed.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute("aria-controls", listId);
    const onInput = () => {
      setValue(field.value);
      setActive(-1);
    };
    field.addEventListener("input", onInput);
    // Whatever was typed before this module loaded (or between its render and now).
    setValue(field.value);
    return () => {
      field.removeEventListener("input", onInput);
      field.removeAttribute("aria-controls");
      field.setAttribute("aria-expanded", "false");
      field.removeAttribute("aria-activedescendant");
    };
  }, [input, listId]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute("aria-expanded", String(expanded));
    if (activeOption) field.setAttribute("aria-activedescendant", activeOption.id);
    else field.removeAttribute("aria-activedescendant");
  }, [input, expanded, activeOption]);

  useEffect(() => {
    const field = input.current;
    if (!field || !expanded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "ArrowDown") {
        event.preventDefault();
        setActive((index) => (index + 1) % options.length);
      } else if (event.key === "ArrowUp") {
        event.preventDefault();
        setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
      } else if (event.key === "Enter" && activeOption) {
        event.preventDefault();
        onPick(activeOption.path);
      } else if (event.key === "Escape" && active >= 0) {
        // First Escape leaves the list; the next one closes the overlay.
        event.preventDefault();
        setActive(-1);
      }
    };
    field.addEventListener("keydown", onKeyDown);
    return () => field.removeEventListener("keydown", onKeyDown);
  }, [input, expanded, options, active, activeOption, onPick]);

  const productsId = `${listId}-products`;
  const categoriesId = `${listId}-categories`;
  return (
    <div className="suggest">
      <p className="sr-only" role="status">
        {data ? t("search.suggestCount", { count: options.length }) : ""}
      </p>
      <div id={listId} role="listbox" aria-label={t("search.suggestions")} hidden={!expanded} className="suggest__list">
        {products.length > 0 && (
          // biome-ignore lint/a11y/useSemanticElements: an ARIA group inside a listbox
          <div role="group" aria-labelledby={productsId}>
            <div id={productsId} role="presentation" className="suggest__group">
              {t("search.suggestProducts")}
            </div>
            {products.map((product, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users choose with the arrow keys and Enter in the field
              // biome-ignore lint/a11y/useFocusableInteractive: options stay in the field's focus (aria-activedescendant)
              <div
                key={product.productId}
                id={options[index]?.id}
                role="option"
                aria-selected={active === index}
                className="suggest__option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(productPath(product.slug))}
              >
                {product.image ? (
                  <img
                    src={product.image.src}
                    srcSet={product.image.srcset}
                    sizes="48px"
                    width={48}
                    height={48}
                    alt=""
                  />
                ) : (
                  <Sprout aria-hidden="true" size={32} />
                )}
                <span className="suggest__name">{product.name}</span>
                <PriceTag price={product.price} discount={Math.max(product.discount, 0)} />
              </div>
            ))}
          </div>
        )}
        {categories.length > 0 && (
          // biome-ignore lint/a11y/useSemanticElements: an ARIA group inside a listbox
          <div role="group" aria-labelledby={categoriesId}>
            <div id={categoriesId} role="presentation" className="suggest__group">
              {t("search.suggestCategories")}
            </div>
            {categories.map((category, i) => {
              const index = products.length + i;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: see above
                // biome-ignore lint/a11y/useFocusableInteractive: see above
                <div
                  key={category.categoryId}
                  id={options[index]?.id}
                  role="option"
                  aria-selected={active === index}
                  className="suggest__option suggest__option--category"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onPick(categoryPath(category.slug))}
                >
                  <Tag aria-hidden="true" size={20} />
                  <span className="suggest__name">{category.name}</span>
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
