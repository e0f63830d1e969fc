/** "Dati di navigazione: …" → the part before the colon in bold, so long lists scan quickly. */
export function PrivacyLeadItem({ text }: { text: string }) {
  const cut = text.indexOf(": ");
  if (cut < 1 || cut > 100) return <>{text}</>;
  return (
    <>
      <strong className="font-semibold text-ink-900">{text.slice(0, cut)}:</strong> {text.slice(cut + 2)}
    </>
  );
}
