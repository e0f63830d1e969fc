import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";

import { BotTrap } from "~/components/ui/bot-trap";
import { describedBy, FieldError, FormField, hintId } from "~/components/ui/form-field";
import { formOutcome } from "~/components/ui/form-outcome";
import { FormPage } from "~/components/ui/form-page";
import { SubmitButton } from "~/components/ui/submit-button";
import { quoteInputSchema } from "~/features/quotes/quotes.schema";
import { createQuote } from "~/features/quotes/quotes.server";
import { listRooms } from "~/features/rooms/rooms.server";
import { messagesFor } from "~/i18n/dictionaries.server";
import { languageForRequest } from "~/i18n/language.server";
import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { telHref, useBusiness } from "~/lib/business";
import { ADDITIONAL_SERVICE_IDS, LIMITS } from "~/lib/constants";
import { addDays, todayInItaly } from "~/lib/dates";
import { submitForm } from "~/lib/form-submission.server";
import { seoMeta } from "~/lib/seo";

import type { Route } from "./+types/quote";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  const rooms = (await listRooms()).map((r) => ({ slug: r.slug, name: r.name, maxGuests: r.maxGuests }));
  const asked = new URL(request.url).searchParams.get("room");
  return {
    lang,
    messages: messagesFor(lang, ["quote"]),
    rooms,
    // The B&B's today, not the visitor's: a guest abroad late at night may not ask for "yesterday".
    today: todayInItaly(),
    preselectedRoom: rooms.some((r) => r.slug === asked) ? asked : null,
  };
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "quote.meta.title", description: "quote.meta.description" });

export const action = ({ request, context }: Route.ActionArgs) =>
  submitForm(request, {
    schema: quoteInputSchema,
    lists: ["additionalServices"],
    work: (input) => createQuote(input, { lang: languageForRequest(request), ip: context.clientIp }),
  });

export default function Quote({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useT();
  const { rooms, today, preselectedRoom } = loaderData;
  const { hours } = useBusiness();
  const { errors, values, outcome, message, field } = formOutcome(actionData);
  const checkIn = values.checkIn ?? "";
  const checkOutMin = addDays(checkIn && checkIn >= today ? checkIn : today, 1);
  const initialRoom = values.preferredRoom ?? preselectedRoom ?? "";
  const optional = t("quote.form.optional");
  const servicesError = errors.additionalServices;
  const servicesHint = t("quote.form.services.hint");
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
        <FormField name="firstName" label={t("quote.form.firstName")} {...field("firstName")}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="given-name"
              maxLength={LIMITS.quoteName}
              defaultValue={values.firstName}
              className="field-input"
            />
          )}
        </FormField>
        <FormField name="lastName" label={t("quote.form.lastName")} {...field("lastName")}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="family-name"
              maxLength={LIMITS.quoteName}
              defaultValue={values.lastName}
              className="field-input"
            />
          )}
        </FormField>
        <FormField name="email" label={t("quote.form.email")} {...field("email")}>
          {(control) => (
            <input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={LIMITS.email}
              defaultValue={values.email}
              className="field-input"
            />
          )}
        </FormField>
        <FormField name="phone" label={t("quote.form.phone")} labelNote={optional} {...field("phone")}>
          {(control) => (
            <input
              {...control}
              type="tel"
              autoComplete="tel"
              maxLength={LIMITS.phone}
              defaultValue={values.phone}
              className="field-input"
            />
          )}
        </FormField>
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
              <Notice field="checkOut" />
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
        <FormField name="preferredRoom" label={t("quote.form.preferredRoom")} labelNote={optional} {...field("preferredRoom")}>
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
              <Notice field="preferredRoom" />
            </>
          )}
        </FormField>

        <fieldset
          className="sm:col-span-2"
          aria-describedby={describedBy("field-additionalServices", { hint: servicesHint, error: servicesError })}
        >
          <legend className="field-label">
            {t("quote.form.services.legend")}
            <span className="ml-1 font-normal text-ink-600">{optional}</span>
          </legend>
          <div className="grid gap-2.5 sm:grid-cols-2">
            {ADDITIONAL_SERVICE_IDS.map((id) => (
              <label
                key={id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-sand-300 bg-white px-3.5 py-2.5 text-ink-900 has-checked:border-sea-600 has-checked:bg-sea-50 has-focus-visible:ring-2 has-focus-visible:ring-sea-200"
              >
                <input
                  type="checkbox"
                  name="additionalServices"
                  value={id}
                  defaultChecked={values.additionalServices?.includes(id) ?? false}
                  aria-invalid={servicesError ? true : undefined}
                  className="size-5 shrink-0 accent-sea-700"
                />
                <span>{t(`quote.form.services.${id}`)}</span>
              </label>
            ))}
          </div>
          <p id={hintId("field-additionalServices")} className="mt-2 text-sm text-ink-600">
            {servicesHint}
          </p>
          <FieldError id="field-additionalServices" error={servicesError} />
        </fieldset>

        <FormField
          name="specialRequests"
          label={t("quote.form.specialRequests")}
          labelNote={optional}
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

/**
 * Where the availability look-up speaks about a field (app/islands/quote-stay.ts); always
 * there, so screen readers announce a change.
 */
function Notice({ field }: { field: string }) {
  return <p id={`field-${field}-availability`} aria-live="polite" />;
}

function QuoteHelp() {
  const { t } = useT();
  const business = useBusiness();
  return (
    <section aria-labelledby="quote-help-heading" className="card p-5 sm:p-8 lg:sticky lg:top-24">
      <h2 id="quote-help-heading" className="text-2xl font-semibold text-sea-950">
        {t("quote.help.heading")}
      </h2>
      <p className="mt-3 text-ink-700">{t("quote.help.text", business.hours.reception)}</p>
      <div className="mt-5 grid gap-3">
        <a href={telHref(business.phone)} className="btn-sea w-full">
          <Phone aria-hidden="true" className="size-5" />
          {t("quote.help.call")}
        </a>
        <a href={`mailto:${business.email}`} className="btn-outline w-full">
          <Mail aria-hidden="true" className="size-5" />
          {t("quote.help.email")}
        </a>
      </div>
      <dl className="mt-5 grid gap-1 text-sm text-ink-700">
        <dt className="sr-only">{t("quote.form.phone")}</dt>
        <dd>{business.phone}</dd>
        <dt className="sr-only">{t("quote.form.email")}</dt>
        <dd className="break-all">{business.email}</dd>
      </dl>
    </section>
  );
}
