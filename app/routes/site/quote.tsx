import { QuotePage } from "~/features/quotes/components/quote-page";
import { quoteInputSchema } from "~/features/quotes/quotes.schema";
import { createQuote } from "~/features/quotes/quotes.server";
import { listRooms } from "~/features/rooms/rooms.server";
import { messagesFor } from "~/i18n/dictionaries.server";
import { todayInItaly } from "~/lib/dates";
import { submitForm } from "~/lib/form-submission.server";
import { languageForRequest } from "~/lib/language.server";
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
  const { rooms, today, preselectedRoom } = loaderData;
  return <QuotePage rooms={rooms} today={today} preselectedRoom={preselectedRoom} posted={actionData} />;
}
