import { T as PANEL } from "~/components/admin/texts";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The owner's panel, in this feature's screens: the shared words, then its own. */
export const T = {
  ...PANEL,

  /** The card in Impostazioni. */
  taxRule: {
    title: "Imposta di soggiorno",
    intro:
      "La regola del Comune: con l'imposta attiva, ogni soggiorno mostra quanto si deve, l'e-mail prima dell'arrivo lo dice all'ospite e in Adempimenti trovi il riepilogo per il Comune.",
    enabled: "Applica l'imposta di soggiorno",
    enabledHint: "Spenta, nessun importo compare sui soggiorni né nelle e-mail.",
    rateHigh: "Tariffa in alta stagione",
    rateLow: "Tariffa in bassa stagione",
    rateHint: "Euro per ospite e per notte, ad esempio 1,50. Le stagioni sono quelle di «Disponibilità».",
    maxNights: "Notti tassate al massimo",
    maxNightsHint: "Per ogni ospite si pagano al massimo queste notti consecutive; le successive sono esenti.",
    exemptUnderAge: "Esenti i minori di (anni)",
    exemptUnderAgeHint: "L'età conta il giorno dell'arrivo. 0 vuol dire nessuna esenzione per età.",
    exemptResidents: "Esenti i residenti nel Comune della struttura",
    exemptResidentsHint: "Chi ha la residenza a Pescara non paga.",
    save: "Salva imposta di soggiorno",
    saved: "Imposta di soggiorno salvata",
    saveError: "Errore durante il salvataggio dell'imposta di soggiorno",
    euro: "€",
  },

  reports: {
    nights: (n: number) => plural(n, "notte", "notti"),
    guests: (n: number) => plural(n, "ospite", "ospiti"),
    loadError: "Dati non leggibili: controlla le date e riprova.",
    show: "Mostra",
    csv: "Scarica CSV",
    csvHint: "Il file si apre con Excel o LibreOffice: separatore punto e virgola, decimali con la virgola.",
  },

  taxTab: {
    title: "Imposta di soggiorno",
    intro:
      "I soggiorni con arrivo nel periodo scelto (date comprese) e l'imposta di ciascuno, da riportare nella dichiarazione al Comune. Di solito il periodo è il trimestre.",
    from: "Arrivi dal",
    to: "al",
    disabled:
      "L'imposta di soggiorno è spenta: gli importi sono calcolati con le tariffe salvate in Impostazioni. Accendila lì quando vuoi applicarla.",
    tableLabel: (from: string, to: string) => `Imposta di soggiorno, arrivi dal ${from} al ${to}`,
    empty: "Nessun soggiorno con arrivo in questo periodo.",
    columns: {
      stay: "Soggiorno",
      guests: "Ospiti",
      taxable: "Notti tassate",
      exemptAge: "Esenti per età",
      exemptResident: "Esenti residenti",
      exemptCap: "Oltre il massimo",
      amount: "Imposta",
    },
    total: "Totale",
    incomplete: "Dati degli ospiti incompleti: chi manca è contato come adulto non residente.",
    incompleteBadge: "dati incompleti",
  },

  istatTab: {
    title: "ISTAT",
    intro:
      "Arrivi e presenze del mese, giorno per giorno, per provenienza: i residenti in Italia per regione, gli altri per stato, come chiede il portale della Regione.",
    month: "Mese",
    tableLabel: (month: string) => `Movimento clienti di ${month}, giorno per giorno`,
    totalsLabel: (month: string) => `Totali di ${month} per provenienza`,
    totalsTitle: "Totali del mese",
    daysTitle: "Giorno per giorno",
    otherMonths: "Altri mesi",
    previous: (month: string) => `Mese precedente, ${month}`,
    next: (month: string) => `Mese successivo, ${month}`,
    empty: "Nessun arrivo e nessuna presenza in questo mese.",
    columns: { date: "Giorno", origin: "Provenienza", arrivals: "Arrivi", nights: "Presenze" },
    total: "Totale",
    kinds: { region: "regione", country: "stato estero", unknown: "dati mancanti" },
    unknownHint: "«Provenienza sconosciuta» conta gli ospiti di cui mancano i dati: completali dal soggiorno prima di trasmettere il mese.",
  },
} as const;
