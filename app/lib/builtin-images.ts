// Placeholder until scripts/photos/generate.ts writes the real manifest.
export type BuiltinImage = { src: string; width: number; height: number; widths: number[]; alt: { it: string; en: string; de: string; es: string } };
export const BUILTIN_IMAGES = {} as const satisfies Record<string, BuiltinImage>;
export type BuiltinImageKey = keyof typeof BUILTIN_IMAGES;
export function builtinImageBySrc(src: string): BuiltinImage | undefined {
  return Object.values(BUILTIN_IMAGES as Record<string, BuiltinImage>).find((image) => image.src === src);
}
export const CONTACT_MAP_SVG = "/images/contact/map.svg";
export const CONTACT_MAP_SIZE = { width: 1200, height: 800 };
