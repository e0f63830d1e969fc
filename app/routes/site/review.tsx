import { ShieldCheck } from "lucide-react";

import { BotTrap } from "~/components/ui/bot-trap";
import { FormField } from "~/components/ui/form-field";
import { formOutcome } from "~/components/ui/form-outcome";
import { FormPage } from "~/components/ui/form-page";
import { StarRatingInput } from "~/components/ui/star-rating-input";
import { SubmitButton } from "~/components/ui/submit-button";
import { reviewInputSchema, STAY_TOKEN } from "~/features/reviews/reviews.schema";
import { submitReview } from "~/features/reviews/reviews.server";
import { STAY_TOKEN_PARAM } from "~/features/stays/stay-mails.server";
import { messagesFor } from "~/i18n/dictionaries.server";
import { languageForRequest } from "~/i18n/language.server";
import { useT } from "~/i18n/use-t";
import { LIMITS } from "~/lib/constants";
import { submitForm } from "~/lib/form-submission.server";
import { seoMeta } from "~/lib/seo";

import type { Route } from "./+types/review";

/** The stay's personal link (/recensione?soggiorno=…, on every language's path) carries its token into the form. */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  const token = new URL(request.url).searchParams.get(STAY_TOKEN_PARAM);
  return { lang, messages: messagesFor(lang, ["review"]), stayToken: token && STAY_TOKEN.test(token) ? token : null };
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "review.meta.title", description: "review.meta.description" });

export const action = ({ request, context }: Route.ActionArgs) =>
  submitForm(request, { schema: reviewInputSchema, work: (input) => submitReview(input, { ip: context.clientIp }) });

export default function Review({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { errors, values, outcome, message, field } = formOutcome(actionData);

  return (
    <FormPage
      ns="review"
      className="container-page grid items-start gap-6 pt-6 pb-12 sm:pt-8 sm:pb-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8"
      outcome={outcome}
      message={message}
      aside={<ModerationNote />}
    >
      <form
        method="post"
        // Our messages, under each field, in the page's language, rather than the browser's bubbles.
        noValidate
        data-guest-form="review"
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        {loaderData.stayToken && <input type="hidden" name="stayToken" value={loaderData.stayToken} />}
        <FormField name="guestName" label={t("review.form.name")} hint={t("review.form.nameHint")} {...field("guestName")}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              maxLength={LIMITS.reviewName.max}
              defaultValue={values.guestName}
              className="field-input"
            />
          )}
        </FormField>
        <FormField name="email" label={t("review.form.email")} hint={t("review.form.emailHint")} {...field("email")}>
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
        <div className="sm:col-span-2">
          <StarRatingInput
            name="rating"
            legend={t("review.form.rating")}
            hint={t("review.form.ratingHint")}
            error={errors.rating}
            starLabel={(n) => (n === 1 ? t("review.form.starOne") : t("review.form.starMany", { count: n }))}
            defaultValue={Number(values.rating) || 0}
            autoFocus={field("rating").autoFocus}
            max={LIMITS.rating.max}
          />
        </div>
        <FormField name="title" label={t("review.form.title")} className="sm:col-span-2" {...field("title")}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={LIMITS.reviewTitle.max}
              placeholder={t("review.form.titlePlaceholder")}
              defaultValue={values.title}
              className="field-input"
            />
          )}
        </FormField>
        <FormField name="comment" label={t("review.form.comment")} className="sm:col-span-2" {...field("comment")}>
          {(control) => (
            <textarea
              {...control}
              rows={6}
              maxLength={LIMITS.reviewComment.max}
              placeholder={t("review.form.commentPlaceholder")}
              defaultValue={values.comment}
              className="field-input resize-y"
            />
          )}
        </FormField>
        <div className="sm:col-span-2 sm:flex sm:justify-end">
          {/* Enabled in the server's HTML: without JavaScript the action itself asks for the stars. */}
          <SubmitButton label={t("review.form.submit")} sending={t("review.form.sending")} className="btn-primary w-full sm:w-auto" />
        </div>
        <BotTrap />
      </form>
    </FormPage>
  );
}

function ModerationNote() {
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
