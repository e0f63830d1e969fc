import { ADMIN_SECTION_IDS, ADMIN_SECTIONS, type AdminSectionId } from "./sections";

/**
 * The panel's addresses. Each section has its own path under /admin; the page shown of each
 * paginated list, the requests' status filter and the like live in the query, so a reload, a
 * bookmark or the back button keep them.
 */
export const ADMIN_SECTION_PATHS = Object.fromEntries(ADMIN_SECTION_IDS.map((id) => [id, `/admin/${ADMIN_SECTIONS[id].path}`])) as Record<
  AdminSectionId,
  string
>;

/** One request, opened from the owner's e-mail or from the calendar. */
export const adminQuotePath = (id: number) => `${ADMIN_SECTION_PATHS.quotes}/${id}`;

/** One stay, opened from the day's arrivals or from the calendar. */
export const adminStayPath = (id: number) => `${ADMIN_SECTION_PATHS.movements}/${id}`;

/**
 * "Arrivi e partenze"'s query: the day shown besides today and tomorrow (?giorno=), and the new
 * stay's form prefilled from a channel's range in the calendar.
 */
export const ADMIN_MOVEMENT_PARAMS = {
  day: "giorno",
  room: "camera",
  checkIn: "arrivo",
  checkOut: "partenza",
  source: "provenienza",
} as const;

/** The form of a new stay, prefilled with a channel's range (its room, dates and channel). */
export function adminRegisterStayPath(stay: { roomId: number; start: string; end: string; source: string }): string {
  const p = ADMIN_MOVEMENT_PARAMS;
  const query = new URLSearchParams({
    [p.room]: String(stay.roomId),
    [p.checkIn]: stay.start,
    [p.checkOut]: stay.end,
    [p.source]: stay.source,
  });
  return `${ADMIN_SECTION_PATHS.movements}?${query}#registra`;
}

/** The query parameters naming the page shown of each paginated list (/admin/richieste?richieste=2). */
export const ADMIN_PAGE_PARAMS = { quotes: "richieste", pending: "in-attesa", published: "pubblicate", outbox: "posta" } as const;

/** The requests' status filter (/admin/richieste?stato=confermata). */
export const QUOTE_STATUS_PARAM = "stato";

/**
 * The single-page panel's addresses, which e-mails already sent still carry:
 * /admin?scheda=richieste&richiesta=12, /admin?scheda=recensioni, /admin?stato=…, /admin?richieste=2.
 * `legacyAdminAddress` turns one into the section's own address, or answers null when the
 * query names nothing of the old kind.
 */
const LEGACY_SECTION_NAMES: Record<string, AdminSectionId> = {
  prezzi: "prices",
  gallerie: "galleries",
  camere: "rooms",
  disponibilita: "availability",
  richieste: "quotes",
  colazione: "breakfast",
  recensioni: "reviews",
  struttura: "business",
  impostazioni: "settings",
};

export function legacyAdminAddress(params: URLSearchParams): string | null {
  const rest = new URLSearchParams(params);
  const named = rest.get("scheda");
  const quote = rest.get("richiesta");
  rest.delete("scheda");
  rest.delete("richiesta");
  let section: AdminSectionId | undefined = named !== null ? LEGACY_SECTION_NAMES[named] : undefined;
  if (!section && (quote !== null || [QUOTE_STATUS_PARAM, ADMIN_PAGE_PARAMS.quotes, ADMIN_PAGE_PARAMS.outbox].some((p) => rest.has(p))))
    section = "quotes";
  if (!section && [ADMIN_PAGE_PARAMS.pending, ADMIN_PAGE_PARAMS.published].some((p) => rest.has(p))) section = "reviews";
  if (!section) return named !== null ? ADMIN_SECTION_PATHS.prices : null;
  const path =
    section === "quotes" && quote !== null && /^\d{1,9}$/.test(quote) ? adminQuotePath(Number(quote)) : ADMIN_SECTION_PATHS[section];
  const search = rest.toString();
  return search ? `${path}?${search}` : path;
}

/** "Adempimenti"'s tabs: the police report, the tourist tax, the ISTAT count (/admin/adempimenti/imposta). */
export const COMPLIANCE_TABS = { police: "questura", touristTax: "imposta", istat: "istat" } as const;
export type ComplianceTab = keyof typeof COMPLIANCE_TABS;
export const adminCompliancePath = (tab: ComplianceTab) => `${ADMIN_SECTION_PATHS.compliance}/${COMPLIANCE_TABS[tab]}`;
