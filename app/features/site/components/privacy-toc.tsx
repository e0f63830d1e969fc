import { useT } from "~/i18n/use-t";

import { SECTIONS, usePolicyText } from "./privacy-policy";

/** The policy's sections, numbered, and the terms: links down the page (sticky beside it on a wide screen). */
export function PrivacyToc() {
  const { t } = useT();
  const tr = usePolicyText();
  return (
    <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
      <h2 id="toc-title" className="font-sans text-sm font-semibold tracking-wider text-ink-600 uppercase">
        {t("privacy.toc")}
      </h2>
      <ol className="mt-3 grid grid-cols-1 gap-x-4 text-[0.95rem] sm:grid-cols-2 lg:grid-cols-1">
        {SECTIONS.map((section, i) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex min-h-10 items-center gap-2 rounded-lg py-1 text-sea-800 no-underline hover:underline"
            >
              <span className="w-6 shrink-0 text-right text-ink-600 tabular-nums">{i + 1}.</span>
              {tr(`${section.key}.title`)}
            </a>
          </li>
        ))}
        <li>
          <a
            href="#terms"
            className="flex min-h-10 items-center gap-2 rounded-lg py-1 font-semibold text-terracotta-700 no-underline hover:underline"
          >
            <span className="w-6 shrink-0" aria-hidden="true" />
            {tr("terms.title")}
          </a>
        </li>
      </ol>
    </nav>
  );
}
