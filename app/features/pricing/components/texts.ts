import { T as PANEL } from "~/components/admin/texts";

/** The owner's panel, in this feature's sections: the shared words, then its own. */
export const T = {
  ...PANEL,

  prices: {
    intro: "Scrivi il prezzo a notte, ad esempio 75 oppure 70-85, e premi Aggiorna. Il sito pubblico si aggiorna subito.",
    high: "Alta",
    low: "Bassa",
    inputLabel: (room: string) => `prezzo a notte di ${room}`,
    placeholder: "70-85€",
    suffix: "€/notte",
    update: "Aggiorna",
    updated: "Prezzo aggiornato",
    updatedDescription: (room: string, season: string, price: string) => `${room}, stagione ${season}: ${price} €/notte`,
    error: "Prezzo non aggiornato",
    empty: "Nessun prezzo da mostrare. Usa «Inizializza Dati» dalla pagina di accesso per creare camere e prezzi.",
    notSet: "Prezzo non ancora impostato: sul sito compare «–».",
    hidden: "Non visibile sul sito",
  },
} as const;
