/**
 * The analytics hosts the super-admin's tracking code talks to, for the public pages'
 * Content-Security-Policy (connect-src): the https origins its tags name (script and pixel
 * sources, URLs inside inline scripts), plus the origins the super-admin lists in the Tracking tab.
 * Pure: used by the site layout's loader (server) and by the Tracking tab (browser).
 */

/** At most this many origins may be listed by hand. */
export const MAX_TRACKING_HOSTS = 20;

/**
 * Google's tag (gtag.js, GTM) loads from www.googletagmanager.com but sends its hits elsewhere:
 * GA4 beacons go to region1.google-analytics.com and www.google-analytics.com (and, with Google
 * signals, to analytics.google.com). Seeing the loader adds them, so a pasted GA4 snippet works as is.
 */
const KNOWN_BEACON_HOSTS: Record<string, readonly string[]> = {
  "https://www.googletagmanager.com": [
    "https://www.google-analytics.com",
    "https://region1.google-analytics.com",
    "https://analytics.google.com",
    "https://region1.analytics.google.com",
  ],
};

const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;

/** A host name with at least one dot and a letter-led top-level label: no IP-less bare names, no wildcards. */
function isHostName(host: string): boolean {
  return HOST.test(host) && !host.endsWith("-");
}

/**
 * The https origin (scheme, host, optional port) a listed host stands for, or null: a bare
 * origin only (a trailing slash is tolerated), never a path, a query, credentials, a wildcard
 * or another scheme.
 */
export function trackingHostOrigin(text: string): string | null {
  const match = /^https:\/\/([a-z0-9.-]+)(?::(\d{1,5}))?\/?$/i.exec(text.trim());
  if (!match) return null;
  const host = match[1]!.toLowerCase();
  if (!isHostName(host)) return null;
  const port = match[2];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  return port === undefined || port === "443" ? `https://${host}` : `https://${host}:${Number(port)}`;
}

/** The super-admin's list, one origin per line (commas and spaces also separate). */
export function splitTrackingHosts(text: string | null | undefined): string[] {
  return (text ?? "").split(/[\s,]+/).filter((item) => item !== "");
}

/**
 * Every https origin the tracking code names: `https://host[:port]` anywhere in it (script and
 * image sources, URLs in inline scripts) and protocol-relative `"//host/"` in quotes or
 * attributes (Matomo's `var u="//matomo.example.org/"`). http:// and paths without a host are
 * ignored; Google's tag loader brings in the hosts its beacons go to.
 */
export function trackingCodeOrigins(code: string | null | undefined): string[] {
  const found = new Set<string>();
  if (!code) return [];
  const add = (host: string, port: string | undefined) => {
    const origin = trackingHostOrigin(`https://${host}${port ? `:${port}` : ""}`);
    if (!origin) return;
    found.add(origin);
    for (const extra of KNOWN_BEACON_HOSTS[origin] ?? []) found.add(extra);
  };
  // Entities first: an attribute may write https:&#x2F;&#x2F; or &quot;.
  const text = code
    .replace(/&#x2f;|&#47;/gi, "/")
    .replace(/&quot;|&#34;/gi, '"')
    .replace(/&#39;|&#x27;/gi, "'");
  for (const m of text.matchAll(/https:(?:\\?\/){2}([a-z0-9.-]+)(?::(\d{1,5}))?/gi)) add(m[1]!, m[2]);
  for (const m of text.matchAll(/(?<=["'=(\s])(?:\\?\/){2}([a-z0-9.-]+)(?::(\d{1,5}))?(?=[\\/"'?#\s]|$)/gi)) add(m[1]!, m[2]);
  return [...found];
}

/**
 * The origins the public pages' connect-src allows: those the code names plus those listed,
 * each once, never the site's own origin (already 'self').
 */
export function allowedTrackingOrigins(code: string | null | undefined, listed: string | null | undefined, ownOrigin?: string): string[] {
  const out = new Set(trackingCodeOrigins(code));
  for (const item of splitTrackingHosts(listed)) {
    const origin = trackingHostOrigin(item);
    if (origin) out.add(origin);
  }
  if (ownOrigin) out.delete(ownOrigin.replace(/\/$/, "").toLowerCase());
  return [...out];
}
