import { T as PANEL } from "~/components/admin/texts";

/** The owner's panel, in this feature's sections: the shared words, then its own. */
export const T = {
  ...PANEL,

  /** The e-mails: the quotes tab's "E-mail" section and the messages in a request's history. */
  mail: {
    title: "E-mail",
    notConfigured:
      "L'invio delle e-mail non è configurato: le notifiche restano in coda e partiranno quando chi gestisce il server avrà impostato SMTP_URL (docs/configuration.md).",
    noOwner: "Manca l'indirizzo a cui mandare le notifiche: chi gestisce il server deve impostare OWNER_EMAIL (docs/configuration.md).",
    ownerEmail: "Le notifiche vanno a",
    test: "Invia e-mail di prova",
    testQueued: "E-mail di prova in coda",
    testQueuedDescription: (email: string) => `Tra pochi istanti dovrebbe arrivare a ${email}.`,
    testError: "E-mail di prova non inviata",
    unsent: "E-mail non ancora inviate",
    unsentEmpty: "Nessuna e-mail in attesa.",
    failedFirst: "Alcune e-mail non sono partite: controlla il motivo e premi «Riprova».",
    retry: "Riprova",
    retryNamed: (subject: string) => `Riprova: ${subject}`,
    retried: "E-mail rimessa in coda",
    retriedDescription: "Partirà entro pochi istanti.",
    retriedQueued: "Partirà quando l'invio delle e-mail sarà configurato.",
    retryError: "E-mail non rimessa in coda",
  },
} as const;
