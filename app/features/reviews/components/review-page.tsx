import { BotTrap } from "~/components/ui/bot-trap";
import { FormField } from "~/components/ui/form-field";
import { formOutcome } from "~/components/ui/form-outcome";
import { FormPage } from "~/components/ui/form-page";
import { StarRatingInput } from "~/components/ui/star-rating-input";
import { SubmitButton } from "~/components/ui/submit-button";
import { useT } from "~/i18n/use-t";
import { LIMITS } from "~/lib/constants";
import type { FormValues, Submission } from "~/lib/form-submission";

import type { reviewInputSchema } from "../reviews.schema";
import { ReviewModerationNote } from "./review-moderation-note";

type Props = {
  /** The stay's token from its personal link, sent back with the review; null on the open form. */
  stayToken: string | null;
  /** The route action's answer to a post (submitForm), none before one. */
  posted: Submission<FormValues<typeof reviewInputSchema>> | undefined;
};

/** The guest's review form, beside the note that every review is read before it is published. */
export function ReviewPage({ stayToken, posted }: Props) {
  const { t } = useT();
  const { errors, values, outcome, message, field } = formOutcome(posted);

  return (
    <FormPage
      ns="review"
      className="container-page grid items-start gap-6 pt-6 pb-12 sm:pt-8 sm:pb-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8"
      outcome={outcome}
      message={message}
      aside={<ReviewModerationNote />}
    >
      <form
        method="post"
        // Our messages, under each field, in the page's language, rather than the browser's bubbles.
        noValidate
        data-guest-form="review"
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        {stayToken && <input type="hidden" name="stayToken" value={stayToken} />}
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
