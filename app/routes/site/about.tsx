import { builtinImage } from "~/features/media/images.server";
import { countActiveRooms } from "~/features/rooms/rooms.server";
import { AboutPage } from "~/features/site/components/about-page";
import { messagesFor } from "~/i18n/dictionaries.server";
import { RATING } from "~/lib/constants";
import { numberFormat } from "~/lib/intl";
import { languageForRequest } from "~/lib/language.server";
import { seoMeta } from "~/lib/seo";

import type { Route } from "./+types/about";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  return {
    lang,
    messages: messagesFor(lang, ["about"]),
    roomCount: await countActiveRooms(),
    photos: {
      house: builtinImage("about/house", lang),
      garden: builtinImage("about/garden", lang),
      beach: builtinImage("about/beach", lang),
      oldTown: builtinImage("about/old-town", lang),
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "about.meta.title",
    description: "about.meta.description",
    vars: { score: numberFormat(args.loaderData?.lang ?? "it").format(RATING.score) },
    image: args.loaderData?.photos.house.src,
  });

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage roomCount={loaderData.roomCount} photos={loaderData.photos} />;
}
