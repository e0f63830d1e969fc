import { T as PANEL } from "~/components/admin/texts";
import type { IdentityCheckMethod } from "~/features/stays/stay-types";

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
      "Gli ospiti di ogni arrivo vanno comunicati alla Questura sul portale Alloggiati Web entro 24 ore dall'arrivo (6 ore per un soggiorno di 24 ore o meno), dopo averli identificati con il documento al loro arrivo, di persona o in videochiamata dal vivo.",
    day: "Giorno di arrivo",
    show: "Mostra",
    arrivalsOf: (date: string) => `Arrivi del ${date}`,
    none: "Nessun arrivo in questo giorno.",
    guests: (n: number) => (n === 1 ? "1 ospite" : `${n} ospiti`),
    open: (name: string) => `Apri il soggiorno di ${name}`,
    states: {
      missing: "Mancano dati",
      unchecked: "Identità da verificare",
      ready: "Pronto da inviare",
      sent: "Inviato",
    } satisfies Record<RegistrationState, string>,
    missing: (what: string) => `Manca: ${what}`,
    due: (when: string) => `Da inviare entro ${when}`,
    dueSoon: "Scade a breve",
    late: "In ritardo",
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
    overdueText:
      "Per questi ospiti il termine di legge è scaduto (24 ore dall'arrivo, 6 ore per un soggiorno di 24 ore o meno) e non risultano ancora comunicati.",
    overdueItem: (name: string, room: string, date: string) => `${name}, ${room}, arrivo del ${date}`,
  },
  /** How the guests were identified at their arrival: in the police tab and on the stay's page. */
  identity: {
    title: "Identità degli ospiti",
    hint: "Al loro arrivo identifica ogni ospite con il suo documento, di persona o in videochiamata dal vivo, poi segna come l'hai fatto. Da quel momento l'ospite non può più cambiare i dati dal link (tu sì).",
    notYet: (date: string) =>
      `Gli ospiti si identificano al momento dell'arrivo, di persona o in videochiamata dal vivo: potrai segnarlo dal ${date}, il giorno di arrivo.`,
    incomplete: "Si può segnare quando i dati di tutti gli ospiti sono completi.",
    methods: { "in-person": "Identità verificata di persona", video: "Identità verificata in videochiamata" } satisfies Record<
      IdentityCheckMethod,
      string
    >,
    done: (method: string, when: string, by: string | null) => `${method} il ${when}${by ? `, da ${by}` : ""}.`,
    saved: "Identità segnata come verificata",
    undo: "Togli la verifica",
    undone: "Verifica dell'identità tolta",
    error: "Verifica dell'identità non salvata",
  },
  /** The portal's receipts, kept five years, and where the portal's code tables come from. */
  receipts: {
    title: "Ricevute del portale",
    intro:
      "Il portale Alloggiati Web tiene la ricevuta di ogni giorno di invio solo 30 giorni; la legge chiede di conservarla 5 anni. Ogni mattina dalle 8 il sito scarica da solo la ricevuta dei giorni inviati dal sito e la conserva cifrata; per un giorno inviato a mano sul portale, caricala qui.",
    year: "Anno",
    show: "Mostra ricevute",
    none: (year: number) => `Nessuna ricevuta conservata per il ${year}.`,
    list: (year: number) => `Ricevute conservate del ${year}`,
    day: (date: string) => `Invii del ${date}`,
    stays: (n: number) => (n === 0 ? "nessun soggiorno registrato" : n === 1 ? "1 soggiorno" : `${n} soggiorni`),
    fetched: (when: string) => `scaricata dal portale il ${when}`,
    uploaded: (when: string) => `caricata il ${when}`,
    open: "Apri",
    openLabel: (date: string) => `Apri la ricevuta degli invii del ${date} (PDF)`,
    sentDay: "Giorno di invio",
    fetchTitle: "Scarica dal portale",
    fetchHint: "Pronta dal mattino dopo l'invio e per 30 giorni; una ricevuta già conservata viene sostituita.",
    fetch: "Scarica ricevuta",
    fetching: "Scarico…",
    fetchedToast: "Ricevuta scaricata e conservata",
    fetchError: "Ricevuta non scaricata",
    uploadTitle: "Carica una ricevuta",
    uploadHint: "Per un giorno inviato a mano: il PDF scaricato dal portale, al massimo 5 MB.",
    file: "File PDF della ricevuta",
    upload: "Carica ricevuta",
    uploading: "Carico…",
    uploadedToast: "Ricevuta caricata e conservata",
    uploadError: "Ricevuta non caricata",
    chooseDay: "Scegli il giorno di invio",
    chooseFile: "Scegli il file PDF della ricevuta",
    tooLarge: "Il file è troppo grande (massimo 5 MB)",
    tables: {
      portal: (updated: string, checked: string) =>
        `Tabelle dei codici (comuni, stati, documenti): aggiornate dal portale il ${updated}; ultimo controllo il ${checked}.`,
      shipped: (checked: string) =>
        `Tabelle dei codici (comuni, stati, documenti): quelle fornite con il sito; ultimo controllo con il portale il ${checked}.`,
      never:
        "Tabelle dei codici (comuni, stati, documenti): quelle fornite con il sito, non ancora controllate con il portale (il sito lo fa ogni mese, con l'account del portale configurato).",
      operator: "Tabelle dei codici (comuni, stati, documenti): lette dalla cartella di ALLOGGIATI_TABLES_DIR, che si aggiorna a mano.",
    },
  },
};
