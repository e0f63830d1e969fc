import { PANEL_COMMON } from "~/components/panel/texts";

import { ADMIN_SECTION_IDS, sectionTitle, type AdminSectionId } from "./sections";

/**
 * The words every section of the owner's panel shares (convention: panel/texts.ts); each feature's
 * own words are in its components/texts.ts, which spreads these in. The spec's own wording is kept
 * where it has one.
 */
export const T = {
  meta: { title: "Pannello amministratore" },

  common: {
    ...PANEL_COMMON,
    cancel: "Annulla",
    sessionExpired: "Sessione scaduta: accedi di nuovo",
    network: "Connessione non riuscita: controlla la rete e riprova.",
  },

  panel: {
    title: "Pannello amministratore",
    signedInAs: (username: string) => `Accesso come ${username}`,
    viewSite: "Vedi il sito",
    logout: "Esci",
    loggingOut: "Uscita…",
    groups: { site: "Sito e richieste", house: "La casa", data: "I tuoi dati" },
    /** After a section's badge, for screen readers: "3 in attesa". */
    pendingBadge: " in attesa",
    notYours: "Questa sezione non è aperta al tuo account.",
    notYoursHint: "Chiedi al titolare se ti serve. Le sezioni che puoi aprire sono nel menu.",
  },

  tabs: Object.fromEntries(ADMIN_SECTION_IDS.map((id) => [id, sectionTitle(id)])) as Record<AdminSectionId, string>,

  pager: {
    quotes: "Pagine delle richieste",
    pending: "Pagine delle recensioni in attesa",
    published: "Pagine delle recensioni pubblicate",
    outbox: "Pagine delle e-mail non inviate",
    page: (page: number) => `Pagina ${page}`,
    previous: "Precedenti",
    next: "Successive",
    status: (page: number, pages: number) => `Pagina ${page} di ${pages}`,
  },
  /** How the panel speaks of one e-mail, in the outbox and in a request's history. */
  messages: {
    status: { queued: "In coda", sent: "Inviata", failed: "Non inviata" },
    kinds: {
      "owner-quote": "Avviso a te della nuova richiesta",
      "owner-review": "Avviso a te della nuova recensione",
      "guest-ack": "Conferma di ricezione all'ospite",
      "guest-reply": "La tua risposta all'ospite",
      "guest-status": "Avviso all'ospite del cambio di stato",
      "owner-backup": "Avviso a te: nessun backup recente",
      "owner-police-due": "Avviso a te: Questura entro due ore",
      "owner-police-late": "Avviso a te: termine della Questura scaduto",
      "owner-police-summary": "Riepilogo a te degli invii alla Questura",
      "owner-tax-payment": "Promemoria a te del versamento dell'imposta di soggiorno",
      "account-invite": "Invito al pannello",
      test: "E-mail di prova",
    } as Record<string, string>,
    /** Who a message is for: the owner herself, or the guest's address. */
    to: (audience: string, address: string | null) =>
      audience === "owner" ? (address ? `a te (${address})` : "a te") : `a ${address ?? "–"}`,
    attempts: (n: number) => (n === 1 ? "1 tentativo" : `${n} tentativi`),
    reason: "Motivo",
    nextAttempt: (moment: string) => `prossimo tentativo il ${moment}`,
    written: (moment: string) => `Scritta il ${moment}`,
    sentAt: (moment: string) => `Inviata il ${moment}`,
    text: "Leggi il messaggio",
  },
} as const;
