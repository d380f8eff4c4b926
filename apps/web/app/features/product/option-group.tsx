import { useTranslation } from "react-i18next";
import { SWATCHES } from "../catalogue";

export interface OptionChoice {
  value: string;
  label: string;
  inStock: boolean;
}

/** One product option (pot size or pot colour) as a radio group; arrow keys move and choose, as usual. */
export function OptionGroup({
  name,
  legend,
  choices,
  selected,
  onSelect,
  swatches = false,
}: {
  name: string;
  legend: string;
  choices: OptionChoice[];
  selected: string | null;
  onSelect(value: string): void;
  swatches?: boolean;
}) {
  const { t } = useTranslation();
  if (choices.length === 0) return null;
  const current = choices.find((choice) => choice.value === selected);
  return (
    <fieldset className="option-group">
      <legend>
        {legend}
        {current && <span className="option-group__current">: {current.label}</span>}
      </legend>
      <div className="option-group__choices">
        {choices.map((choice) => (
          <label key={choice.value} className="option-choice" data-soldout={!choice.inStock}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === selected}
              onChange={() => onSelect(choice.value)}
            />
            {swatches && (
              <span
                className="option-choice__swatch"
                style={{ background: SWATCHES[choice.value] ?? "#c9d1cc" }}
                aria-hidden="true"
              />
            )}
            <span className="option-choice__label">{choice.label}</span>
            {/* Issue 16: marked, and still selectable (its alert form shows once chosen). */}
            {!choice.inStock && <span className="option-choice__soldout">{t("product.soldOut")}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
