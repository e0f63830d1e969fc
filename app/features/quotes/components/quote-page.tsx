import { Link } from "react-router";

import { BotTrap } from "~/components/ui/bot-trap";
import { FormField } from "~/components/ui/form-field";
import { formOutcome } from "~/components/ui/form-outcome";
import { FormPage } from "~/components/ui/form-page";
import { SubmitButton } from "~/components/ui/submit-button";
import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { LIMITS } from "~/lib/constants";
import type { Submission } from "~/lib/form-submission";

import { QuoteContactFields } from "./quote-contact-fields";
import type { QuoteFormValues, QuoteRoom } from "./quote-form-state";
import { QuoteHelp } from "./quote-help";
import { QuoteServicesField } from "./quote-services-field";
import { QuoteStayFields } from "./quote-stay-fields";

type Props = {
  rooms: QuoteRoom[];
  /** Today in Italy: the first day a stay may begin. */
  today: string;
  /** The room the guest came from (?room=), when it is one of ours. */
  preselectedRoom: string | null;
  /** The route action's answer to a post (submitForm), none before one. */
  posted: Submission<QuoteFormValues> | undefined;
};

/** The quote request: who, when and what, then the guest's own words; beside it, how to ask by phone or e-mail. */
export function QuotePage({ rooms, today, preselectedRoom, posted }: Props) {
  const { lang, t } = useT();
  const form = formOutcome(posted);
  const { values, outcome, message, field } = form;
  // The availability hints' words, for the page's script (app/islands/quote-stay.ts).
  const stayTexts = {
    roomBusy: t("quote.form.roomBusy"),
    freeRooms: t("quote.form.freeRooms", { rooms: "{rooms}" }),
    noneFree: t("quote.form.noneFree"),
    minStay: t("quote.form.minStay", { min: "{min}" }),
    roomUnavailable: t("quote.form.roomUnavailable", { option: "{option}" }),
  };

  return (
    <FormPage
      ns="quote"
      className="container-page grid items-start gap-8 pt-6 pb-12 sm:pt-8 sm:pb-16 lg:grid-cols-[minmax(0,1fr)_22rem]"
      outcome={outcome}
      message={message}
      aside={<QuoteHelp />}
    >
      <form
        method="post"
        // Our messages, under each field, in the page's language, rather than the browser's bubbles.
        noValidate
        data-guest-form="quote"
        data-stay-texts={JSON.stringify(stayTexts)}
        className="mt-6 grid gap-x-5 gap-y-5 sm:grid-cols-2"
      >
        <QuoteContactFields form={form} />
        <QuoteStayFields form={form} rooms={rooms} today={today} preselectedRoom={preselectedRoom} />
        <QuoteServicesField form={form} />

        <FormField
          name="specialRequests"
          label={t("quote.form.specialRequests")}
          labelNote={t("quote.form.optional")}
          className="sm:col-span-2"
          {...field("specialRequests")}
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={LIMITS.specialRequests}
              placeholder={t("quote.form.specialRequestsPlaceholder")}
              defaultValue={values.specialRequests}
              className="field-input resize-y"
            />
          )}
        </FormField>

        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-600">
            {t("quote.form.privacy")}{" "}
            <Link to={hrefFor("privacy", lang, {}, true)} className="text-sea-800 underline">
              {t("quote.form.privacyLink")}
            </Link>
          </p>
          <SubmitButton
            label={t("quote.form.submit")}
            sending={t("quote.form.sending")}
            className="btn-primary w-full shrink-0 sm:w-auto"
          />
        </div>
        <BotTrap />
      </form>
    </FormPage>
  );
}
