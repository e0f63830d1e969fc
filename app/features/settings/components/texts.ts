import { T as PANEL } from "~/components/admin/texts";

/** The owner's panel, in this feature's sections: the shared words, then its own. */
export const T = {
  ...PANEL,

  settings: {
    homepageTitle: "Homepage",
    stayMailsTitle: "E-mail agli ospiti dei soggiorni",
    switches: {
      showReviewsSection: {
        label: "Mostra la sezione recensioni nella homepage",
        hint: "Quando è attiva, la homepage mostra le ultime recensioni approvate.",
      },
      prearrivalMail: {
        // "E-mail" is feminine: its state reads "Attiva" / "Disattiva".
        feminine: true,
        label: "E-mail prima dell'arrivo",
        hint: "Qualche giorno prima dell'arrivo, al mattino: date, orari, indirizzo, come arrivare e la tua nota di «Struttura», nella lingua dell'ospite.",
      },
      poststayMail: {
        feminine: true,
        label: "E-mail dopo la partenza",
        hint: "Il giorno dopo la partenza: un grazie e l'invito a scrivere una recensione sul sito, con un link personale valido 60 giorni.",
      },
    },
    on: "Attivo",
    off: "Disattivo",
    onFeminine: "Attiva",
    offFeminine: "Disattiva",
    saved: "Impostazione aggiornata con successo!",
    error: "Errore durante l'aggiornamento dell'impostazione",
  },
} as const;
