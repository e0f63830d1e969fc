import { ReviewPage } from "~/features/reviews/components/review-page";
import { reviewInputSchema, STAY_TOKEN } from "~/features/reviews/reviews.schema";
import { submitReview } from "~/features/reviews/reviews.server";
import { STAY_TOKEN_PARAM } from "~/features/stays/stay-mail-records.server";
import { messagesFor } from "~/i18n/dictionaries.server";
import { submitForm } from "~/lib/form-submission.server";
import { languageForRequest } from "~/lib/language.server";
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

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewPage stayToken={loaderData.stayToken} posted={actionData} />;
}
