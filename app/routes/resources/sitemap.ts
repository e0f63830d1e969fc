import { listRooms } from "~/features/rooms/rooms.server";
import { routeEntries } from "~/i18n/paths";

/** Every public, localized URL (the panels are left out). */
export async function loader({ request }: { request: Request }) {
  const origin = new URL(request.url).origin;
  const slugs = (await listRooms()).map((r) => r.slug);
  const paths = routeEntries()
    .filter((e) => e.screen !== "admin" && e.screen !== "superAdmin")
    .flatMap((e) => (e.path.includes(":slug") ? slugs.map((slug) => e.path.replace(":slug", slug)) : [e.path]));
  const urls = [...new Set(paths)].map((p) => `  <url><loc>${origin}${p}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
