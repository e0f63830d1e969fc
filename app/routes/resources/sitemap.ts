import { listRooms } from "~/features/rooms/rooms.server";
import { alternates } from "~/i18n/links";
import { localizedPath, SCREENS, type ScreenId } from "~/i18n/paths";

type Args = { request: Request; context: { publicUrl?: string } };

/** Every public page in every language, each with its hreflang alternates (the panels and private pages are left out). */
export async function loader({ request, context }: Args) {
  const origin = context.publicUrl ?? new URL(request.url).origin;
  const slugs = (await listRooms()).map((r) => r.slug);
  // Not the panels, nor a stay's private pre-check-in page.
  const screens = (Object.keys(SCREENS) as ScreenId[]).filter((s) => s !== "admin" && s !== "superAdmin" && s !== "checkIn");
  const pages = screens.flatMap((screen) => {
    const params = screen === "room" ? slugs.map((slug) => ({ slug })) : [{}];
    return params.map((p) => alternates(localizedPath(screen, "it", p), true) ?? []);
  });
  const escape = (s: string) => s.replace(/&/g, "&amp;");
  const urls = pages.flatMap((links) =>
    links.map((link) => {
      const alts = links.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.lang}" href="${escape(origin + a.href)}"/>`).join("\n");
      const xDefault = `    <xhtml:link rel="alternate" hreflang="x-default" href="${escape(origin + links[0]!.href)}"/>`;
      return `  <url>\n    <loc>${escape(origin + link.href)}</loc>\n${alts}\n${xDefault}\n  </url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
