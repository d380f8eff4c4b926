/** The shop's mark: a leaf and the word mark. */
export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={`logo ${className ?? ""}`}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill="#1f5135" />
        <path d="M9 23c0-8 5-13 14-14-1 9-6 14-14 14z" fill="#9fd3a8" />
        <path d="M9 23c3-4 6-7 10-10" stroke="#1f5135" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      </svg>
      <span className="logo__word">{name}</span>
    </span>
  );
}
