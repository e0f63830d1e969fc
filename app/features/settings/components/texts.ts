import { T as PANEL } from "~/components/admin/texts";

/** The owner's panel, in this feature's sections: the shared words, then its own. */
export const T = {
  ...PANEL,

  settings: {
    homepageTitle: "Homepage",
    showReviews: "Mostra la sezione recensioni nella homepage",
    showReviewsHint: "Quando è attiva, la homepage mostra le ultime recensioni approvate.",
    on: "Attivo",
    off: "Disattivo",
    saved: "Impostazione aggiornata con successo!",
    error: "Errore durante l'aggiornamento dell'impostazione",
  },
} as const;
