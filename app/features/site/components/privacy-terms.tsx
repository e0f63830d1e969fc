import { TERMS, usePolicyText } from "./privacy-policy";

/** The booking terms, in a box after the policy's sections. */
export function PrivacyTerms() {
  const tr = usePolicyText();
  return (
    <section
      id="terms"
      aria-labelledby="terms-title"
      className="mt-12 scroll-mt-24 rounded-[var(--radius-card)] border-2 border-sand-200 bg-sand-100 p-6 sm:p-8"
    >
      <h2 id="terms-title" className="text-2xl font-semibold text-sea-950 sm:text-[1.75rem]">
        {tr("terms.title")}
      </h2>
      <p className="mt-2 text-ink-700">{tr("terms.intro")}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {TERMS.map((key) => (
          <div key={key}>
            <h3 className="text-lg font-semibold text-sea-900">{tr(`terms.${key}.title`)}</h3>
            <p className="mt-1.5 leading-relaxed text-ink-700">{tr(`terms.${key}.text`)}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
