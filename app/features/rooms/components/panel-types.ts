import type { ImageInfo } from "~/lib/images";

/** A room as the panel's "Gallerie Camere" shows it. */
export type AdminRoom = {
  id: number;
  slug: string;
  name: string;
  /** The gallery as stored, in order; the first is the cover. */
  images: string[];
  /** Thumbnails by path; a path missing here has no preview (shown as a placeholder). */
  previews: Record<string, ImageInfo>;
  bookingUrl: string | null;
  airbnbUrl: string | null;
  /** false: not on the site (the "Camere" section's switch); the owner may still prepare its photos. */
  isActive: boolean;
};
