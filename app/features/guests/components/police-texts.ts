import { T as PANEL } from "~/components/admin/texts";

import type { RegistrationState } from "../guest-types";

/** "Adempimenti → Questura", in the owner's Italian. */
export const T = {
  ...PANEL,
  compliance: {
    intro:
      "Quello che la legge chiede per ogni ospite: la comunicazione alla Questura, l'imposta di soggiorno del Comune, il movimento clienti per l'ISTAT.",
    nav: "Sezioni degli adempimenti",
    police: "Questura",
    touristTax: "Imposta di soggiorno",
    istat: "ISTAT",
  },
  police: {
    intro:
      "Gli ospiti di ogni arrivo vanno comunicati alla Questura sul portale Alloggiati Web entro 24 ore (6 ore per un soggiorno di meno di un giorno), dopo aver visto di persona il loro documento.",
    day: "Giorno di arrivo",
    show: "Mostra",
    arrivalsOf: (date: string) => `Arrivi del ${date}`,
    none: "Nessun arrivo in questo giorno.",
    guests: (n: number) => (n === 1 ? "1 ospite" : `${n} ospiti`),
    open: (name: string) => `Apri il soggiorno di ${name}`,
    states: {
      missing: "Mancano dati",
      unchecked: "Da verificare di persona",
      ready: "Pronto da inviare",
      sent: "Inviato",
    } satisfies Record<RegistrationState, string>,
    missing: (what: string) => `Manca: ${what}`,
    checkNow: "Documento verificato di persona",
    checkDescription: (name: string) => `Segna che hai visto di persona il documento degli ospiti di ${name}`,
    checked: "Documento segnato come verificato",
    checkError: "Impossibile segnare il documento come verificato",
    download: "Scarica il file per Alloggiati Web",
    downloadHint: (n: number) =>
      n === 1 ? "Contiene 1 soggiorno verificato." : `Contiene ${n} soggiorni verificati (anche quelli già inviati, per poterlo rifare).`,
    nothingToDownload: "Ancora nessun soggiorno verificato per questo giorno: il file sarà pronto dopo la verifica dei documenti.",
    markSentTitle: "Dopo l'invio sul portale",
    receipt: "Numero della ricevuta (facoltativo)",
    markSent: "Segna come inviati",
    markSentFor: (n: number) => (n === 1 ? "1 soggiorno pronto" : `${n} soggiorni pronti`),
    sentToast: "Invio registrato",
    sentError: "Impossibile registrare l'invio",
    history: "Invii registrati",
    historyItem: (when: string, records: number, by: string) => `${when}: ${records === 1 ? "1 ospite" : `${records} ospiti`}, da ${by}`,
    receiptShort: (receipt: string) => `ricevuta ${receipt}`,
    overdueTitle: "Da comunicare subito alla Questura",
    overdueText: "Questi ospiti sono arrivati da più di 18 ore e non risultano ancora comunicati: la legge dà 24 ore dall'arrivo.",
    overdueItem: (name: string, room: string, date: string) => `${name}, ${room}, arrivo del ${date}`,
  },
};
