import type { ReactNode } from "react";

export type PaymentMark = "visa" | "mastercard" | "cash";

/** Small hand-drawn card and payment marks for the footer (no external images). */
const marks: Record<PaymentMark, (label: string) => ReactNode> = {
  visa: (label) => (
    <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label={label}>
      <rect width="48" height="30" rx="4" fill="#fff" stroke="#d0d5dd" />
      <path d="M8 10h4l2.4 9 3-9h3.6l-4.8 11h-3.4z" fill="#1a1f71" />
      <path
        d="M22 21l2-11h3.4l-2 11zM35.6 10.4c-.8-.3-1.9-.5-3-.5-3.3 0-5.6 1.7-5.6 4.1 0 1.8 1.7 2.8 2.9 3.4 1.3.6 1.7 1 1.7 1.5 0 .8-1 1.2-2 1.2-1.3 0-2-.2-3.1-.7l-.4-.2-.5 2.7c.8.3 2.2.6 3.7.6 3.5 0 5.7-1.7 5.7-4.2 0-1.4-.9-2.5-2.8-3.4-1.2-.6-1.9-1-1.9-1.6 0-.5.6-1.1 1.9-1.1 1.1 0 1.9.2 2.5.5l.3.1z"
        fill="#1a1f71"
      />
      <path d="M40 10h-2.6c-.8 0-1.4.2-1.8 1l-5 10h3.5l.7-1.9h4.3l.4 1.9H42zm-4.2 6.6 1.3-3.6.8 3.6z" fill="#1a1f71" />
    </svg>
  ),
  mastercard: (label) => (
    <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label={label}>
      <rect width="48" height="30" rx="4" fill="#fff" stroke="#d0d5dd" />
      <circle cx="20" cy="15" r="8" fill="#eb001b" />
      <circle cx="28" cy="15" r="8" fill="#f79e1b" />
      <path d="M24 8.1a8 8 0 0 1 0 13.8 8 8 0 0 1 0-13.8z" fill="#ff5f00" />
    </svg>
  ),
  cash: (label) => (
    <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label={label}>
      <rect width="48" height="30" rx="4" fill="#e8f3ec" stroke="#9cc4a9" />
      <rect x="7" y="8" width="34" height="14" rx="2" fill="#2e7d4f" />
      <circle cx="24" cy="15" r="4" fill="#e8f3ec" />
      <circle cx="12" cy="15" r="1.5" fill="#e8f3ec" />
      <circle cx="36" cy="15" r="1.5" fill="#e8f3ec" />
    </svg>
  ),
};

/** The marks of the payment methods that are switched on (issue 14: no card logos without card payment). */
export function PaymentLogos({
  shown,
  labels,
}: {
  shown: readonly PaymentMark[];
  labels: Record<PaymentMark, string>;
}) {
  return (
    <ul className="payment-logos">
      {shown.map((mark) => (
        <li key={mark}>{marks[mark](labels[mark])}</li>
      ))}
    </ul>
  );
}
