import { PageHeader } from "~/components/ui/page-header";
import { useT } from "~/i18n/use-t";

import { SECTIONS } from "./privacy-policy";
import { PrivacySection } from "./privacy-section";
import { PrivacyTerms } from "./privacy-terms";
import { PrivacyToc } from "./privacy-toc";

/** The day the policy was last rendered: ISO for <time>, and in words in the page's language. */
type Props = { updated: { iso: string; text: string } };

/** The privacy policy: its table of contents, its sections, then the booking terms. */
export function PrivacyPage({ updated }: Props) {
  const { t } = useT();
  return (
    <main id="main">
      <PageHeader eyebrow={t("privacy.eyebrow")} title={t("privacy.title")} subtitle={t("privacy.subtitle")}>
        <p className="mt-4 text-sm font-medium text-ink-600" data-testid="privacy-updated">
          <time dateTime={updated.iso}>{t("privacy.lastUpdated", { date: updated.text })}</time>
        </p>
      </PageHeader>

      <div className="container-page grid gap-10 pt-6 pb-10 sm:pt-8 sm:pb-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <PrivacyToc />

        <div className="max-w-3xl">
          {SECTIONS.map((section, i) => (
            <PrivacySection key={section.id} section={section} number={i + 1} />
          ))}

          <PrivacyTerms />
        </div>
      </div>
    </main>
  );
}
