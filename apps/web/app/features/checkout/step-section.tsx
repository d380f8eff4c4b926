import type { ReactNode } from "react";

/** One numbered step of the checkout page. */
export function StepSection({
  step,
  id,
  title,
  children,
}: {
  step: number;
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="checkout-step" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-step__title">
        <span className="checkout-step__number" aria-hidden="true">
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
