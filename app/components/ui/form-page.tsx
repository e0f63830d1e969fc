import type { ReactNode } from "react";

import { FormNotice } from "~/components/ui/form-notice";
import { PageHeader } from "~/components/ui/page-header";
import { useT } from "~/i18n/use-t";

type FormPageProps = {
  /** The texts' namespace: its eyebrow, title, subtitle, form.heading and sent/failed notices. */
  ns: "quote" | "review";
  /** The grid of the form's card and the aside. */
  className: string;
  /** What a post came back with: sent or failed is shown above the form (the page's script says it in a toast instead). */
  outcome: "sent" | "failed" | "invalid" | "limited" | undefined;
  /** The server's words for a refusal (the hourly limit), in place of the failure text. */
  message?: string;
  /** What stands beside the form: help, or how reviews are checked. */
  aside: ReactNode;
  /** The form. */
  children: ReactNode;
};

/** A public form's page: its header band, the form in a headed card with the outcome of a plain post, and an aside. */
export function FormPage({ ns, className, outcome, message, aside, children }: FormPageProps) {
  const { t } = useT();
  const notice = outcome === "sent" ? "sent" : outcome === "failed" || outcome === "limited" ? "failed" : undefined;
  return (
    <main id="main">
      <PageHeader eyebrow={t(`${ns}.eyebrow`)} title={t(`${ns}.title`)} subtitle={t(`${ns}.subtitle`)} />
      <div className={className}>
        {/* The outcome and the toasts' texts, for the page's script (app/islands/forms.ts). */}
        <section
          aria-labelledby={`${ns}-form-heading`}
          className="card p-5 sm:p-8"
          data-form-outcome={outcome ?? ""}
          data-outcome-message={message}
          data-sent-title={t(`${ns}.sent.title`)}
          data-sent-text={t(`${ns}.sent.text`)}
          data-failed-title={t(`${ns}.failed.title`)}
          data-failed-text={t(`${ns}.failed.text`)}
        >
          <h2 id={`${ns}-form-heading`} className="text-2xl font-semibold text-sea-950">
            {t(`${ns}.form.heading`)}
          </h2>

          {notice && (
            <FormNotice
              outcome={notice}
              title={t(`${ns}.${notice}.title`)}
              text={(notice === "failed" && message) || t(`${ns}.${notice}.text`)}
            />
          )}

          {children}
        </section>

        {aside}
      </div>
    </main>
  );
}
