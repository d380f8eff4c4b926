import { type CSSProperties, useId } from "react";

/** SPEC 9: a star rating on a scale of 5 by default, read-only or as an input (which may be disabled). */
export interface StarRatingProps {
  value: number;
  /** Number of stars (SPEC 9: 5). */
  max?: number;
  /** Accessible name: the legend of the input, or the prefix of the read-only text. */
  label: string;
  /** Spoken value, e.g. "4.3 out of 5". */
  valueText: (value: number, max: number) => string;
  /** Shows the value only (no input). */
  readOnly?: boolean;
  /** An input that cannot be changed right now. */
  disabled?: boolean;
  onChange?: (value: number) => void;
  /** Name of one choice, e.g. "3 stars". */
  starLabel?: (stars: number) => string;
  /** Form field name of the input. */
  name?: string;
  size?: number;
  className?: string;
}

/** One star of the input, drawn by CSS like the read-only rating (ui.css: the star shape as a mask). */
function Star({ size }: { size: number }) {
  return <span className="star" aria-hidden="true" style={{ width: `${size}px`, height: `${size}px` }} />;
}

export function clampRating(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(value, 0), max);
}

export function StarRating({
  value,
  max = 5,
  label,
  valueText,
  readOnly = false,
  disabled = false,
  onChange,
  starLabel = (stars) => String(stars),
  name,
  size = 18,
  className,
}: StarRatingProps) {
  const groupName = useId();
  const scale = Math.max(1, Math.round(max));
  const shown = clampRating(value, scale);
  const classes = ["star-rating", disabled ? "star-rating--disabled" : "", className ?? ""].filter(Boolean).join(" ");

  if (readOnly || !onChange) {
    const percent = Math.round((shown / scale) * 1000) / 10;
    // Drawn by CSS (ui.css: one star repeated as a mask), not as 2 x `scale` SVGs: a product page shows five ratings,
    // and their 50 SVGs were 14 KB of its HTML, rendered on the server and hydrated for nothing.
    const track = { width: `${scale * size}px`, height: `${size}px`, "--star-size": `${size}px` } as CSSProperties;
    return (
      <span className={classes} role="img" aria-label={`${label}: ${valueText(shown, scale)}`} data-value={shown}>
        <span className="star-rating__track" aria-hidden="true" style={track}>
          <span className="star-rating__fill" style={{ width: `${percent}%` }} />
        </span>
      </span>
    );
  }

  const stars = Array.from({ length: scale }, (_, index) => index + 1);

  const checked = Math.round(shown);
  return (
    <fieldset className={`${classes} star-rating--input`} disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      {stars.map((n) => (
        <label key={n} className="star-rating__choice" data-filled={n <= checked}>
          <input
            type="radio"
            className="sr-only"
            name={name ?? groupName}
            value={n}
            checked={n === checked}
            onChange={() => onChange(n)}
          />
          <Star size={size} />
          <span className="sr-only">{starLabel(n)}</span>
        </label>
      ))}
    </fieldset>
  );
}
