import type { AdditionalServiceId } from "~/lib/constants";

/**
 * The quote form's extra services by their Italian labels, as the owner reads them on a
 * request in the panel and in her e-mails. With the quotes, which own the services, rather
 * than in the panel's texts: the e-mail templates need them too. No Zod here, so the panel
 * bundles none.
 */
export const SERVICE_LABELS: Record<AdditionalServiceId, string> = {
  navetta: "Navetta aeroporto gratuita",
  "check-in-personalizzato": "Check-in personalizzato",
  culla: "Culla gratuita",
  taxi: "Servizio taxi",
};
