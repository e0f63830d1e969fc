import { breakfastPhotos } from "~/features/breakfast/breakfast-photos.server";
import { BreakfastPage } from "~/features/breakfast/components/breakfast-page";
import { messagesFor } from "~/i18n/dictionaries.server";
import { languageForRequest } from "~/lib/language.server";
import { seoMeta } from "~/lib/seo";

import type { Route } from "./+types/breakfast";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  return { lang, messages: messagesFor(lang, ["breakfast"]), photos: await breakfastPhotos(lang) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "breakfast.meta.title",
    description: "breakfast.meta.description",
    vars: (business) => business.hours.breakfast,
    image: args.loaderData?.photos[0]?.src,
  });

export default function Breakfast({ loaderData }: Route.ComponentProps) {
  return <BreakfastPage photos={loaderData.photos} />;
}
