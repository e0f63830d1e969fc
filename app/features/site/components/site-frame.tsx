import type { ReactNode } from "react";

import { BannerSlot } from "~/components/layout/banner-slot";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { useT } from "~/i18n/use-t";

/** The owner's banner HTML for each slot of the public pages; null where she set none (or on a private page). */
export type SiteBanners = Record<"footer" | "midSite" | "mobileTop" | "mobileMid1" | "mobileMid2" | "mobileBottom", string | null>;

type Props = {
  banners: SiteBanners;
  /** The footer's visit counter and the cookie banner: other features' pieces, which the layout route passes in. */
  visitCounter: ReactNode;
  consent: ReactNode;
  /** The page. */
  children: ReactNode;
};

/** Every public page's frame: the skip link, the header, the banners, the footer and the cookie banner around the page. */
export function SiteFrame({ banners, visitCounter, consent, children }: Props) {
  const { t } = useT();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-sea-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("common.skipToContent")}
      </a>
      <BannerSlot name="mobile-top" html={banners.mobileTop} className="md:hidden" />
      <SiteHeader />
      {children}
      <BannerSlot name="mobile-bottom" html={banners.mobileBottom} className="md:hidden" />
      <BannerSlot name="footer" html={banners.footer} className="hidden md:block" />
      <SiteFooter visitCounter={visitCounter} />
      {consent}
      {/* The toasts' close label in the page's language, for the page's script (app/islands/toast.ts). */}
      <div hidden data-toast-close={t("common.toast.close")} />
    </>
  );
}
