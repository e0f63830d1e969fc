import type { ImageInfo } from "~/lib/images";

/** A breakfast photo as the panel's "Foto Colazione" shows it. */
export type AdminBreakfastImage = {
  id: number;
  originalName: string;
  description: string | null;
  uploadedAt: Date;
  image: ImageInfo | null;
};
