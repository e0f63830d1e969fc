import { useRouteLoaderData } from "react-router";

import { builtinImage } from "~/features/media/images.server";
import { HomeReviews, type HomeReview } from "~/features/reviews/components/home-reviews";
import { listPublishedReviews } from "~/features/reviews/reviews.server";
import { HomeRooms } from "~/features/rooms/components/home-rooms";
import { ROOM_CARD_NAMESPACES, roomCards } from "~/features/rooms/room-cards.server";
import { countActiveRooms } from "~/features/rooms/rooms.server";
import { getSiteSetting } from "~/features/settings/settings.server";
import { HomePage } from "~/features/site/components/home-page";
import { messagesFor } from "~/i18n/dictionaries.server";
import { HOME_REVIEWS_MAX, SETTING_KEYS } from "~/lib/constants";
import { languageForRequest } from "~/lib/language.server";
import { businessJsonLd, seoMeta } from "~/lib/seo";

import type { Route } from "./+types/home";
import type { loader as siteLoader } from "./layout";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  const [showSetting, roomCount] = await Promise.all([getSiteSetting(SETTING_KEYS.showReviewsSection), countActiveRooms()]);
  const showReviews = showSetting.value === "true";
  // Not awaited: the page streams with a skeleton and the reviews follow.
  const reviews: Promise<HomeReview[]> | null = showReviews
    ? listPublishedReviews(HOME_REVIEWS_MAX)
        .then((list) => list.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })))
        .catch((error: unknown) => {
          console.error("Failed to fetch reviews", error);
          return [];
        })
    : null;
  return {
    lang,
    messages: messagesFor(lang, ["home", ...ROOM_CARD_NAMESPACES]),
    rooms: roomCards(lang),
    roomCount,
    hero: builtinImage("hero/adriatic-morning", lang),
    breakfastImage: builtinImage("breakfast/05", lang),
    aboutImage: builtinImage("about/house", lang),
    reviews,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const hero = args.loaderData?.hero;
  return [
    ...seoMeta(args, {
      title: "home.meta.title",
      description: "home.meta.description",
      home: true,
      image: hero?.src,
      jsonLd: (business, origin) =>
        businessJsonLd(business, origin, {
          amenityNames: ["Free WiFi", "Air conditioning", "Private bathroom", "Breakfast", "Airport shuttle"],
          image: hero?.src,
          rooms: args.loaderData?.roomCount ?? 0,
        }),
    }),
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof siteLoader>("site");
  return (
    <HomePage
      hero={loaderData.hero}
      breakfastImage={loaderData.breakfastImage}
      aboutImage={loaderData.aboutImage}
      rooms={<HomeRooms rooms={loaderData.rooms} />}
      reviews={loaderData.reviews && <HomeReviews reviews={loaderData.reviews} />}
      banners={site && "banners" in site ? site.banners : undefined}
    />
  );
}
