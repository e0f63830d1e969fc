import { PrivacyContactList } from "./privacy-contact-list";
import { PrivacyLeadItem } from "./privacy-lead-item";
import { usePolicyText, type PolicySection } from "./privacy-policy";

/** One numbered section of the policy: its paragraphs, lists and, in "contacts", the ways to reach us. */
export function PrivacySection({ section, number }: { section: PolicySection; number: number }) {
  const tr = usePolicyText();
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      data-policy-section
      className="scroll-mt-24 border-b border-sand-200 py-8 first:pt-0"
    >
      <h2 id={`${section.id}-title`} className="text-2xl font-semibold text-sea-950 sm:text-[1.75rem]">
        <span className="mr-2 text-terracotta-700">{number}.</span>
        {tr(`${section.key}.title`)}
      </h2>
      <div className="mt-4 grid gap-4 text-[1.05rem] leading-relaxed text-ink-700">
        {section.blocks.map((block, b) => {
          if ("p" in block) return <p key={b}>{tr(block.p)}</p>;
          if ("list" in block) {
            return (
              <ul key={b} className="grid list-disc gap-2.5 pl-6 marker:text-terracotta-600">
                {block.list.map((item) => (
                  <li key={item}>{block.lead ? <PrivacyLeadItem text={tr(item)} /> : tr(item)}</li>
                ))}
              </ul>
            );
          }
          return <PrivacyContactList key={b} />;
        })}
      </div>
    </section>
  );
}
