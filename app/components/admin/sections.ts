import {
  BedDouble,
  BrushCleaning,
  Building2,
  CalendarDays,
  CircleUserRound,
  Coffee,
  DatabaseBackup,
  DoorOpen,
  Euro,
  Images,
  Inbox,
  Landmark,
  MessageSquareQuote,
  ScrollText,
  Settings,
  UsersRound,
  type LucideIcon,
} from "lucide-react";

import type { Role } from "~/lib/roles";

export type AdminSection = {
  /** Its address below /admin, in Italian as the owner reads it. */
  path: string;
  /** What the address may add: the request or stay opened, the tab shown. */
  params?: string;
  /** Its name in the navigation, its heading and its page title. */
  title: string;
  /** Its group in the navigation. */
  group: "site" | "house" | "data";
  icon: LucideIcon;
  /** The least role that may open it (its loader checks it on the server; the navigation hides it below). */
  role: Role;
  /** The route module holding its loader and its screen, from app/. */
  module: string;
};

/**
 * The owner's panel's sections, each declared once: app/routes.ts mounts their routes, the
 * navigation lists them in this order, and their addresses (addresses.ts), headings and page
 * titles all come from here. The first is /admin itself.
 */
export const ADMIN_SECTIONS = {
  prices: { path: "prezzi", title: "Gestione Prezzi", group: "site", icon: Euro, role: "manager", module: "routes/admin/prices.tsx" },
  galleries: {
    path: "gallerie",
    title: "Gallerie Camere",
    group: "site",
    icon: Images,
    role: "manager",
    module: "routes/admin/galleries.tsx",
  },
  quotes: {
    path: "richieste",
    params: "/:id?",
    title: "Richieste Preventivo",
    group: "site",
    icon: Inbox,
    role: "manager",
    module: "routes/admin/quotes.tsx",
  },
  breakfast: {
    path: "colazione",
    title: "Foto Colazione",
    group: "site",
    icon: Coffee,
    role: "manager",
    module: "routes/admin/breakfast.tsx",
  },
  reviews: {
    path: "recensioni",
    title: "Recensioni",
    group: "site",
    icon: MessageSquareQuote,
    role: "manager",
    module: "routes/admin/reviews.tsx",
  },
  settings: {
    path: "impostazioni",
    title: "Impostazioni",
    group: "site",
    icon: Settings,
    role: "manager",
    module: "routes/admin/settings.tsx",
  },
  movements: {
    path: "arrivi",
    params: "/:id?",
    title: "Arrivi e partenze",
    group: "house",
    icon: DoorOpen,
    role: "manager",
    module: "routes/admin/movements.tsx",
  },
  housekeeping: {
    path: "pulizie",
    title: "Camere da preparare",
    group: "house",
    icon: BrushCleaning,
    role: "housekeeping",
    module: "routes/admin/housekeeping.tsx",
  },
  compliance: {
    path: "adempimenti",
    params: "/:tab?",
    title: "Adempimenti",
    group: "house",
    icon: Landmark,
    role: "manager",
    module: "routes/admin/compliance.tsx",
  },
  rooms: { path: "camere", title: "Camere", group: "house", icon: BedDouble, role: "manager", module: "routes/admin/rooms.tsx" },
  availability: {
    path: "disponibilita",
    title: "Disponibilità",
    group: "house",
    icon: CalendarDays,
    role: "manager",
    module: "routes/admin/availability.tsx",
  },
  business: { path: "struttura", title: "Struttura", group: "house", icon: Building2, role: "owner", module: "routes/admin/business.tsx" },
  backup: { path: "backup", title: "Backup", group: "data", icon: DatabaseBackup, role: "owner", module: "routes/admin/backup.tsx" },
  users: { path: "utenti", title: "Utenti", group: "data", icon: UsersRound, role: "owner", module: "routes/admin/users.tsx" },
  audit: {
    path: "registro",
    title: "Registro accessi",
    group: "data",
    icon: ScrollText,
    role: "owner",
    module: "routes/admin/audit.tsx",
  },
  // Every role's own password and second factors: last, so the tabs end on it for every account.
  account: {
    path: "account",
    title: "Il mio account",
    group: "data",
    icon: CircleUserRound,
    role: "housekeeping",
    module: "routes/admin/account.tsx",
  },
} as const satisfies Record<string, AdminSection>;

export type AdminSectionId = keyof typeof ADMIN_SECTIONS;

export const ADMIN_SECTION_IDS = Object.keys(ADMIN_SECTIONS) as AdminSectionId[];

/** The section's title by id: "Gestione Prezzi". */
export const sectionTitle = (id: AdminSectionId): string => ADMIN_SECTIONS[id].title;
