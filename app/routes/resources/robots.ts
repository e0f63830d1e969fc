export function loader({ request, context }: { request: Request; context: { publicUrl?: string } }) {
  const origin = context.publicUrl ?? new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /super-admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
