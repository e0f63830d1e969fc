import type { ReactNode } from "react";

import { BannerSlot } from "~/components/layout/banner-slot";
import type { PageImage } from "~/features/media/images.server";

import { HomeAboutPreview } from "./home-about-preview";
import { HomeBreakfastTeaser } from "./home-breakfast-teaser";
import { HomeFeatures } from "./home-features";
import { HomeHero } from "./home-hero";
import { HomeLocation } from "./home-location";
import type { SiteBanners } from "./site-frame";

type Props = {
  hero: PageImage;
  breakfastImage: PageImage;
  aboutImage: PageImage;
  /** The rooms' grid and the guests' reviews (null when the owner hides them): the rooms and reviews features' pieces, which the route passes in. */
  rooms: ReactNode;
  reviews: ReactNode;
  /** The layout's banners (none while the site is offline). */
  banners: SiteBanners | undefined;
};

/** The home page: the hero, what the house offers, the rooms, breakfast, the reviews, the house and where it is. */
export function HomePage({ hero, breakfastImage, aboutImage, rooms, reviews, banners }: Props) {
  return (
    <main id="main">
      <HomeHero image={hero} />
      <HomeFeatures />
      {rooms}
      <HomeBreakfastTeaser image={breakfastImage} />
      <BannerSlot name="mobile-mid-1" html={banners?.mobileMid1} className="md:hidden" />
      <BannerSlot name="mid-site" html={banners?.midSite} className="hidden md:block" />
      {reviews}
      <HomeAboutPreview image={aboutImage} />
      <BannerSlot name="mobile-mid-2" html={banners?.mobileMid2} className="md:hidden" />
      <HomeLocation />
    </main>
  );
}
