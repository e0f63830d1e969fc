import { T as PANEL } from "~/components/admin/texts";

export { ROLE_TEXTS } from "../role-texts";

/** The owner's panel, in the accounts' section: the shared words, then its own. */
export const T = {
  ...PANEL,

  users: {
    intro:
      "Le persone che ti aiutano entrano con il proprio account: ognuna vede solo ciò che il suo ruolo apre, e il registro dice chi ha fatto cosa. Non dare a nessuno la tua password.",
    listTitle: "Account",
    you: "(tu)",
    status: { invited: "Invitato", active: "Attivo", disabled: "Disattivato" },
    since: (date: string) => `Dal ${date}`,
    roleLabel: (name: string) => `Ruolo di ${name}`,
    changeRole: "Cambia ruolo",
    roleChanged: "Ruolo cambiato",
    roleError: "Ruolo non cambiato",
    disable: "Disattiva",
    enable: "Riattiva",
    disabled: "Account disattivato: le sue sessioni sono chiuse",
    enabled: "Account riattivato",
    disableError: "Account non cambiato",
    disableConfirmTitle: (name: string) => `Disattivare l'account di ${name}?`,
    disableConfirmText: "La persona esce subito da ogni dispositivo e non può più entrare finché non riattivi l'account.",
    remove: "Elimina",
    removeNamed: (name: string) => `Elimina l'account di ${name}`,
    removeConfirmTitle: (name: string) => `Eliminare l'account di ${name}?`,
    removeConfirmText:
      "La persona esce subito da ogni dispositivo. L'account non si può recuperare: per farla rientrare dovrai invitarla di nuovo.",
    removed: "Account eliminato",
    removeError: "Account non eliminato",
    resend: "Manda di nuovo l'invito",
    resent: "Invito inviato di nuovo",
    resendHint: "Il link precedente smette di funzionare; il nuovo vale 72 ore.",
    resendError: "Invito non inviato",
    resentByHand: "Nuovo link pronto: mandalo tu",
    locked: "Non si può cambiare: è l'account del titolare creato all'installazione.",
    own: "È il tuo account: il ruolo e l'accesso li cambia un altro titolare.",
  },

  invite: {
    title: "Invita una persona",
    intro:
      "Riceverà un'e-mail con un link valido 72 ore per scegliere la sua password; poi entrerà con il suo indirizzo e-mail come nome utente.",
    name: "Nome",
    email: "Indirizzo e-mail",
    role: "Ruolo",
    password: "La tua password",
    passwordHint: "L'accesso risale a più di 5 minuti fa: per creare un account conferma la tua password.",
    submit: "Invia l'invito",
    sending: "Invio…",
    sent: (email: string) => `Invito inviato a ${email}`,
    ready: (email: string) => `Invito pronto per ${email}`,
    readyHint: "Le e-mail non partono: manda tu il link che trovi qui sotto.",
    showPassword: "Mostra la password",
    hidePassword: "Nascondi la password",
    error: "Invito non inviato",
    noMail:
      "L'invio delle e-mail non è configurato (SMTP_URL): gli inviti restano in coda finché non lo è. Intanto, dopo l'invito, qui compare il link da mandare tu.",
  },

  /** The link of an invitation no e-mail will carry, for the owner to pass on herself. */
  handOver: {
    title: (name: string) => `Il link d'invito per ${name}`,
    text: (name: string) =>
      `Le e-mail non partono: manda tu questo link a ${name} (per messaggio o WhatsApp). Vale 72 ore e si usa una volta sola.`,
    label: "Link d'invito",
    copy: "Copia il link",
    copied: "Link copiato",
    selected: "Link selezionato",
    selectedHint: "Questo browser non lo copia da solo: copialo tu (Ctrl+C, o tieni premuto e scegli Copia).",
    once: "Il link si vede solo ora: se ricarichi la pagina, premi «Manda di nuovo l'invito» per averne uno nuovo.",
  },
} as const;
