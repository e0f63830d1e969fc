/** The owner's words around the guests' form on a stay's page (the form's own are the check-in page's Italian ones). */
export const TG = {
  list: "Dati degli ospiti",
  none: "Nessun ospite inserito: l'ospite non ha ancora compilato il check-in online.",
  lead: "chi prenota",
  party: { family: "Famiglia", group: "Gruppo", individuals: "Ospiti singoli" },
  latin: (name: string) => `nel passaporto: ${name}`,
  partyLabel: "Tipo di soggiorno",
  born: (date: string, place: string) => `nato/a il ${date} a ${place}`,
  citizenship: (country: string) => `cittadinanza ${country}`,
  residence: (place: string) => `residente a ${place}`,
  document: (type: string, number: string, place: string) => `${type} n. ${number}, rilasciato/a a ${place}`,
  noNumber: "numero non conservato",
  edit: "Inserisci o correggi i dati degli ospiti",
  /** The form's words where the owner, not the guest, fills it in. */
  form: {
    intro: "Gli stessi dati che l'ospite compila dal link. Il documento serve per chi prenota, o per ciascuno se sono ospiti singoli.",
    submit: "Salva i dati degli ospiti",
    sending: "Salvataggio…",
    sent: "Dati degli ospiti salvati.",
  },
  saved: "Dati degli ospiti salvati",
  error: "Dati degli ospiti non salvati",
} as const;
