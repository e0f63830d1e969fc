import type { Role } from "~/lib/roles";

/** Each role's name and what it opens, as the owner reads them when she invites someone. */
export const ROLE_TEXTS: Record<Role, { name: string; explanation: string }> = {
  owner: {
    name: "Titolare",
    explanation: "Tutto: anche gli account, i backup, le coordinate bancarie e le credenziali di Questura e Regione.",
  },
  manager: {
    name: "Gestione",
    explanation:
      "Il lavoro di ogni giorno: richieste, soggiorni e ospiti, prezzi, camere, recensioni, adempimenti. Non gli account, i backup, le coordinate bancarie né le credenziali di Questura e Regione.",
  },
  housekeeping: {
    name: "Pulizie",
    explanation:
      "Solo arrivi e partenze (nomi e numero di ospiti) e le camere da preparare: niente contatti, documenti, prezzi, richieste o impostazioni.",
  },
};
