import { ShieldCheck } from "lucide-react";

import { useT } from "~/i18n/use-t";

/** Every review is read before it is published. */
export function ReviewModerationNote() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="review-moderation"
      className="flex gap-4 rounded-[var(--radius-card)] border border-sea-200 bg-sea-50 p-5 sm:p-6 lg:sticky lg:top-24"
    >
      <ShieldCheck aria-hidden="true" className="size-7 shrink-0 text-sea-700" />
      <div>
        <h2 id="review-moderation" className="font-sans text-base font-semibold text-sea-900">
          {t("review.moderation.badge")}
        </h2>
        <p className="mt-1 text-ink-700">{t("review.moderation.text")}</p>
      </div>
    </section>
  );
}
