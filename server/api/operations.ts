import { auditApi } from "~/features/audit/audit.api";
import { authApi } from "~/features/auth/auth.api";
import { passkeysApi } from "~/features/auth/passkeys.api";
import { availabilityApi } from "~/features/availability/availability.api";
import { backupsApi } from "~/features/backups/backups.api";
import { breakfastApi } from "~/features/breakfast/breakfast.api";
import { businessApi } from "~/features/business/business.api";
import { guestsApi } from "~/features/guests/guests.api";
import { mailApi } from "~/features/mail/mail.api";
import { pricingApi } from "~/features/pricing/pricing.api";
import { quotesApi } from "~/features/quotes/quotes.api";
import { reportsApi } from "~/features/reports/reports.api";
import { reviewsApi } from "~/features/reviews/reviews.api";
import { roomsApi } from "~/features/rooms/rooms.api";
import { settingsApi } from "~/features/settings/settings.api";
import { staysApi } from "~/features/stays/stays.api";
import { usersApi } from "~/features/users/users.api";
import { visitsApi } from "~/features/visits/visits.api";
import { operations } from "~/lib/api-contract";

/** The API's own description. */
const apiApi = operations({
  document: {
    method: "get",
    path: "/openapi.json",
    summary: "This API's OpenAPI 3.1 document, generated from the schemas the server validates with.",
    access: "public",
    answers: { 200: { media: "application/json", description: "The OpenAPI document." } },
  },
});

/**
 * Every operation of the API, by feature: the document (openapi.ts) is built from this list,
 * and a test proves that what the server mounts is exactly what it holds.
 */
export const API = {
  api: apiApi,
  auth: authApi,
  passkeys: passkeysApi,
  availability: availabilityApi,
  rooms: roomsApi,
  pricing: pricingApi,
  quotes: quotesApi,
  stays: staysApi,
  guests: guestsApi,
  reports: reportsApi,
  mail: mailApi,
  reviews: reviewsApi,
  visits: visitsApi,
  settings: settingsApi,
  breakfast: breakfastApi,
  business: businessApi,
  backups: backupsApi,
  users: usersApi,
  audit: auditApi,
};
