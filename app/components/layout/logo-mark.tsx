/** The B&B's mark (the same drawing as /favicon.svg), inline so the header needs no extra request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#0e5a7a" />
      <circle cx="44" cy="22" r="9" fill="#f4c26b" />
      <path d="M6 40c6-5 12-5 18 0s12 5 18 0 12-5 16-2v20H6z" fill="#8fd3e8" />
      <path d="M6 48c6-5 12-5 18 0s12 5 18 0 12-5 16-2v12H6z" fill="#fff" opacity=".85" />
    </svg>
  );
}
