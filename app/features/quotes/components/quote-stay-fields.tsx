import { FormField } from "~/components/ui/form-field";
import { useT } from "~/i18n/use-t";
import { useBusiness } from "~/lib/business";
import { LIMITS } from "~/lib/constants";
import { addDays } from "~/lib/dates";

import { QuoteAvailabilityNotice } from "./quote-availability-notice";
import type { QuoteFormState, QuoteRoom } from "./quote-form-state";

type Props = { form: QuoteFormState; rooms: QuoteRoom[]; today: string; preselectedRoom: string | null };

/** The stay: arrival and departure, how many guests, and the room they would like (the page's script says which are free). */
export function QuoteStayFields({ form: { values, field }, rooms, today, preselectedRoom }: Props) {
  const { t } = useT();
  const { hours } = useBusiness();
  const checkIn = values.checkIn ?? "";
  const checkOutMin = addDays(checkIn && checkIn >= today ? checkIn : today, 1);
  const initialRoom = values.preferredRoom ?? preselectedRoom ?? "";
  return (
    <>
      <FormField name="checkIn" label={t("quote.form.checkIn")} hint={t("quote.form.checkInHint", hours.checkIn)} {...field("checkIn")}>
        {(control) => <input {...control} type="date" min={today} defaultValue={values.checkIn} className="field-input" />}
      </FormField>
      <FormField
        name="checkOut"
        label={t("quote.form.checkOut")}
        hint={t("quote.form.checkOutHint", hours.checkOut)}
        {...field("checkOut")}
      >
        {(control) => (
          <>
            <input {...control} type="date" min={checkOutMin} defaultValue={values.checkOut} className="field-input" />
            <QuoteAvailabilityNotice field="checkOut" />
          </>
        )}
      </FormField>
      <FormField name="guests" label={t("quote.form.guests")} {...field("guests")}>
        {(control) => (
          <select {...control} defaultValue={values.guests ?? ""} className="field-input">
            <option value="">{t("quote.form.guestsPlaceholder")}</option>
            {Array.from({ length: LIMITS.guests.max - LIMITS.guests.min + 1 }, (_, i) => LIMITS.guests.min + i).map((n) => (
              <option key={n} value={n}>
                {n === 1 ? t("quote.form.guestOne") : t("quote.form.guestMany", { count: n })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        name="preferredRoom"
        label={t("quote.form.preferredRoom")}
        labelNote={t("quote.form.optional")}
        {...field("preferredRoom")}
      >
        {(control) => (
          <>
            <select {...control} defaultValue={initialRoom} className="field-input">
              {/* The empty value is sent as null: no preference. */}
              <option value="">{t("quote.form.noPreference")}</option>
              {rooms.map(({ slug, name, maxGuests }) => {
                const option = t("quote.form.roomOption", { name, max: maxGuests });
                return (
                  <option key={slug} value={slug} data-option={option}>
                    {option}
                  </option>
                );
              })}
            </select>
            <QuoteAvailabilityNotice field="preferredRoom" />
          </>
        )}
      </FormField>
    </>
  );
}
