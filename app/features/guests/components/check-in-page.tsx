import { PageHeader } from "~/components/ui/page-header";
import { useT } from "~/i18n/use-t";

import type { GuestFormTexts, GuestsFormData } from "../guests-form";
import { CheckInClosed } from "./check-in-closed";
import { CheckInWhy } from "./check-in-why";
import { GuestsForm } from "./guests-form";

/** What the guest is shown of the stay, to recognise it: nothing personal beyond the form's own data. */
export type CheckInStay = {
  /** The days in words, in the page's language ("Lunedì 12 giugno 2028"). */
  checkIn: string;
  checkOut: string;
  room: string;
  /** The owner has checked the documents: no form any more. */
  closed: boolean;
};

type Props = {
  stay: CheckInStay;
  form: GuestsFormData;
  texts: GuestFormTexts;
  /** Where the form's script sends the party (the API's check-in path, with the token and the language). */
  submitUrl: string;
  /** Today in Italy: the latest birth date. */
  today: string;
};

/** A stay's pre-check-in page: the stay, why we ask, and the party's form (or, once checked, who to call). */
export function CheckInPage({ stay, form, texts, submitUrl, today }: Props) {
  const { lang, t } = useT();
  return (
    <main id="main">
      <PageHeader eyebrow={t("checkIn.eyebrow")} title={t("checkIn.title")} subtitle={t("checkIn.subtitle")}>
        <dl aria-label={t("checkIn.stay.label")} className="mt-6 flex flex-wrap gap-x-6 gap-y-3 text-ink-900">
          {(
            [
              ["checkIn.stay.checkIn", stay.checkIn],
              ["checkIn.stay.checkOut", stay.checkOut],
              ["checkIn.stay.room", stay.room],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm font-semibold text-ink-700">{t(term)}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </PageHeader>
      <div className="container-page grid items-start gap-6 pt-6 pb-12 sm:pt-8 sm:pb-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <CheckInWhy />
        <section aria-labelledby="check-in-form" className="card p-5 sm:p-8">
          <h2 id="check-in-form" className="mb-4 text-2xl font-semibold text-sea-950">
            {texts.heading}
          </h2>
          {stay.closed ? (
            <CheckInClosed />
          ) : (
            <>
              <noscript>
                <p className="mb-5 rounded-xl border border-danger-700/40 bg-danger-50 p-4 font-semibold text-ink-900">
                  {t("checkIn.noscript")}
                </p>
              </noscript>
              <GuestsForm
                data={form}
                texts={texts}
                idPrefix="check-in"
                submitUrl={submitUrl}
                method="POST"
                today={today}
                labelledBy="check-in-form"
                placesLang={lang}
              />
            </>
          )}
        </section>
      </div>
    </main>
  );
}
