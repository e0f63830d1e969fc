/** What a page needs to show a processed photo: its largest JPEG, its size and its widths. */
export type ImageInfo = {
  src: string;
  width: number;
  height: number;
  widths: number[];
  /** A 2:3 crop for a phone held upright, of a picture that covers the screen. */
  portrait?: ImageInfo;
};

/** `/x/abc-1600.jpg` → `/x/abc-480.avif`: every processed photo follows this naming. */
export function variantSrc(src: string, width: number, ext: "avif" | "webp" | "jpg"): string {
  return src.replace(/-\d+\.jpg$/, `-${width}.${ext}`);
}

export function srcSet(image: ImageInfo, ext: "avif" | "webp" | "jpg"): string {
  return image.widths.map((w) => `${variantSrc(image.src, w, ext)} ${w}w`).join(", ");
}
