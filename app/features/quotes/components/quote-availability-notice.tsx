/**
 * Where the availability look-up speaks about a field (app/islands/quote-stay.ts); always
 * there, so screen readers announce a change.
 */
export function QuoteAvailabilityNotice({ field }: { field: string }) {
  return <p id={`field-${field}-availability`} aria-live="polite" />;
}
