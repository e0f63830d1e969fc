import { T as PANEL } from "~/components/admin/texts";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The owner's panel, in this feature's screens: the shared words, then its own. */
export const T = {
  ...PANEL,

  /** The card in Impostazioni. */
  taxRule: {
    title: "Imposta di soggiorno",
    intro:
      "Le regole del Comune: con l'imposta attiva, ogni soggiorno mostra quanto si deve, l'e-mail prima dell'arrivo lo dice all'ospite e in Adempimenti trovi il riepilogo per il Comune.",
    enabled: "Applica l'imposta di soggiorno",
    enabledHint: "Spenta, nessun importo compare sui soggiorni né nelle e-mail.",
    presetTitle: "Regolamento di Pescara",
    preset:
      "Il regolamento del Comune di Pescara (2016) per i B&B: 1 € per ospite e per notte tutto l'anno, al massimo 7 notti; esenti i minori di 12 anni, chi ha 70 anni o più e i residenti a Pescara.",
    presetConfirm:
      "Il pulsante compila il modulo: controlla e premi «Salva imposta di soggiorno» per confermare. Le tariffe decise dopo dal Comune (l'aumento deciso nel 2025) aggiungile come nuova regola, con il giorno da cui valgono.",
    usePreset: "Usa il regolamento di Pescara (2016)",
    presetApplied: "Regolamento di Pescara inserito nel modulo: salva per confermarlo.",
    rulesTitle: "Regole del Comune",
    rulesHint:
      "Ogni notte si paga con la regola in vigore quel giorno: quando il Comune cambia le tariffe, aggiungi una regola con il giorno da cui valgono e le notti prima restano come erano.",
    rule: (n: number) => `Regola ${n}`,
    validFrom: "In vigore dal",
    validFromHint: "Il 01/01/2000 vuol dire da sempre.",
    rateHigh: "Tariffa in alta stagione",
    rateLow: "Tariffa in bassa stagione",
    rateHint: "Euro per ospite e per notte, ad esempio 1,50. Le stagioni sono quelle di «Disponibilità».",
    maxNights: "Notti tassate al massimo",
    maxNightsHint: "Per ogni ospite si pagano al massimo queste notti consecutive; le successive sono esenti.",
    exemptUnderAge: "Esenti sotto i",
    exemptUnderAgeHint: "L'età conta il giorno dell'arrivo. 0 vuol dire nessuna esenzione per i più giovani.",
    exemptFromAge: "Esenti dai",
    exemptFromAgeHint: "Chi ha quell'età o più non paga. Vuoto se non c'è un limite.",
    optional: "(facoltativo)",
    years: "anni",
    addRule: "Aggiungi una regola",
    addRuleHint: "Copia l'ultima regola con la data di oggi: cambia il giorno e le tariffe come le ha decise il Comune.",
    removeRule: "Rimuovi",
    /** For screen readers, after "Rimuovi": which one. */
    removeWhich: (n: number) => ` la regola ${n}`,
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
      "I soggiorni con arrivo nel periodo scelto (date comprese) e l'imposta di ciascuno, i versamenti al Comune trimestre per trimestre e i dati della dichiarazione annuale.",
    from: "Arrivi dal",
    to: "al",
    disabled:
      "L'imposta di soggiorno è spenta: gli importi sono calcolati con le tariffe salvate in Impostazioni. Accendila lì quando vuoi applicarla.",
    // The card's heading and its table's scroll box are both landmarks: their names differ.
    reportTitle: (from: string, to: string) => `Soggiorni arrivati dal ${from} al ${to}`,
    tableLabel: (from: string, to: string) => `Imposta di soggiorno, arrivi dal ${from} al ${to}`,
    empty: "Nessun soggiorno con arrivo in questo periodo.",
    columns: {
      stay: "Soggiorno",
      guests: "Ospiti",
      taxable: "Notti tassate",
      exempt: "Notti esenti",
      amount: "Imposta",
      collected: "Riscossa",
      refused: "Rifiutata",
      due: "Dovuta",
    },
    /** Exempt nights by why, as the table and the declaration name them. */
    exemptKinds: {
      age: "per età",
      resident: "residenti",
      cap: "oltre il massimo",
      "patient-companion": "accompagnatori di degenti",
      disability: "disabilità",
      duty: "forze dell'ordine in servizio",
      evacuee: "sfollati",
      staff: "personale della struttura",
      other: "altri motivi",
    },
    none: "nessuna",
    erased: "Soggiorno cancellato",
    erasedHint: "dati personali eliminati, restano gli importi",
    total: "Totale",
    incomplete: "Dati degli ospiti incompleti: chi manca è contato come adulto non residente.",
    incompleteBadge: "dati incompleti",
  },

  /** "Versamenti al Comune" and "Dichiarazione annuale", in the same tab. */
  taxYear: {
    year: "Anno",
    show: "Mostra",
    otherYears: "Altri anni",
    previousYearQuarter: (quarter: string, deadline: string) =>
      `Il versamento del ${quarter} (entro il ${deadline}) si registra nell'anno in cui il trimestre è finito.`,
    openYear: (year: number) => `Apri il ${year}`,
    previous: (year: number) => `Anno precedente, ${year}`,
    next: (year: number) => `Anno successivo, ${year}`,
    paymentsTitle: (year: number) => `Versamenti al Comune, ${year}`,
    paymentsIntro:
      "L'imposta di ogni trimestre si versa al Comune entro il 15 del mese dopo la sua fine, per i soggiorni arrivati nel trimestre. Registra qui ogni versamento fatto.",
    quartersLabel: (year: number) => `Trimestri del ${year}: imposta dovuta, riscossa e versata`,
    quarter: (q: string) => `${q.slice(6)}º trimestre`,
    quarterLong: (q: string) => `${q.slice(6)}º trimestre ${q.slice(0, 4)}`,
    columns: { quarter: "Trimestre", due: "Dovuta", collected: "Riscossa", paid: "Versata", deadline: "Scadenza", state: "Stato" },
    deadline: (day: string) => `entro il ${day}`,
    states: { paid: "Versata", toPay: "Da versare", late: "Scaduta", nothing: "Niente da versare", open: "In corso" },
    recordedTitle: "Versamenti registrati",
    recordedLabel: (year: number) => `Versamenti registrati per il ${year}`,
    noPayments: (year: number) => `Nessun versamento registrato per il ${year}.`,
    paidOn: (day: string) => `Versato il ${day}`,
    referenceShort: "Rif.",
    remove: "Elimina",
    removeWhich: (quarter: string, day: string) => ` il versamento del ${quarter}, ${day}`,
    removeTitle: "Eliminare il versamento?",
    removeText:
      "Il versamento sparisce dal registro e il trimestre torna da versare per quell'importo. Usalo per un versamento registrato per errore.",
    removed: "Versamento eliminato",
    removeError: "Errore durante l'eliminazione del versamento",
    formTitle: "Registra un versamento",
    formQuarter: "Trimestre",
    formAmount: "Importo versato",
    formAmountHint: "In euro, ad esempio 84,50.",
    leftToPay: (amount: string) => `Per il trimestre scelto restano da versare ${amount}.`,
    formPaidOn: "Data del versamento",
    formReference: "Riferimento",
    formReferenceNote: "(facoltativo)",
    formReferenceHint: "Il CRO del bonifico o il numero della ricevuta.",
    formSubmit: "Registra versamento",
    added: "Versamento registrato",
    addError: "Errore durante la registrazione del versamento",
    declarationTitle: (year: number) => `Dichiarazione annuale ${year}`,
    declarationIntro:
      "I dati da riportare nella dichiarazione annuale al Comune (entro il 30 giugno dell'anno dopo), per i soggiorni arrivati nell'anno.",
    facts: {
      guests: "Ospiti",
      nights: "Pernottamenti",
      taxable: "Notti tassate",
      exempt: "Notti esenti",
      amount: "Imposta dovuta dagli ospiti",
      collected: "Imposta riscossa",
      refused: "Imposta rifiutata dagli ospiti",
      due: "Imposta da versare",
      paid: "Imposta versata",
    },
    exemptTotal: (n: number) => `${n} in tutto`,
    csv: "Scarica il CSV dell'anno",
  },

  istatTab: {
    title: "ISTAT",
    intro:
      "Arrivi, partenze e presenze del mese, giorno per giorno, per provenienza: i residenti in Italia per regione, gli altri per stato. Il sito li invia alla Regione per l'indagine ISTAT sul movimento dei clienti.",
    month: "Mese",
    tableLabel: (month: string) => `Movimento clienti di ${month}, giorno per giorno`,
    totalsLabel: (month: string) => `Totali di ${month} per provenienza`,
    totalsTitle: "Totali del mese",
    daysTitle: "Giorno per giorno",
    otherMonths: "Altri mesi",
    previous: (month: string) => `Mese precedente, ${month}`,
    next: (month: string) => `Mese successivo, ${month}`,
    empty: "Nessun arrivo, nessuna partenza e nessuna presenza in questo mese.",
    columns: { date: "Giorno", origin: "Provenienza", arrivals: "Arrivi", departures: "Partenze", nights: "Presenze" },
    /** The number columns' names on a phone. */
    short: { arrivals: "Arr.", departures: "Part.", nights: "Pres." },
    total: "Totale",
    kinds: { region: "regione", country: "stato estero", unknown: "dati mancanti" },
    openDays: "Giorni di apertura",
    bedNights: "Letti-notte disponibili",
    capacityLabel: (month: string) => `Apertura di ${month}`,
    unknownHint:
      "«Provenienza sconosciuta» conta gli ospiti di cui mancano i dati: completali dal soggiorno prima di inviare il mese alla Regione.",
    completeStay: (name: string, from: string, to: string) => `Completa i dati: ${name}, dal ${from} al ${to}`,
  },

  /** "Servizio ISTAT della Regione", the account card of the ISTAT tab. */
  istatAccount: {
    title: "Servizio ISTAT della Regione",
    intro:
      "I dati di accesso al servizio web della Regione (Ross1000) che ti ha dato l'ufficio del turismo: con questi il sito invia alla Regione arrivi e partenze dei tuoi ospiti.",
    configured: "Collegamento configurato.",
    notConfigured: "Collegamento non configurato: inserisci codice struttura, utente e password del servizio.",
    notConfiguredShort: "Collegamento non configurato.",
    /** What an account below the owner reads in place of the credentials' form. */
    ownerOnly: "Solo il titolare può cambiarle.",
    structureCode: "Codice struttura",
    structureCodeHint: "Il codice che la Regione ha assegnato al B&B.",
    endpoint: "Indirizzo del servizio",
    endpointHint: "È già quello della Regione Abruzzo: cambialo solo se te lo chiede la Regione.",
    username: "Utente",
    password: "Password",
    saved: "(salvata)",
    keepHint: "Lasciala vuota per tenere quella salvata.",
    showPassword: "Mostra la password",
    hidePassword: "Nascondi la password",
    beds: "Letti",
    bedsHint: "I posti letto di ogni camera da dichiarare alla Regione: la loro somma sono i letti disponibili di ogni giorno aperto.",
    autoSend: "Invia da solo ogni mattina il giorno prima",
    autoSendHint:
      "Ogni mattina il sito invia alla Regione arrivi e partenze del giorno prima. Un giorno con dati degli ospiti mancanti non parte: lo trovi qui sotto «Giorni inviati» e lo invii tu quando li hai completati.",
    save: "Salva",
    savedToast: "Dati della Regione salvati",
    saveError: "Dati della Regione non salvati",
  },

  /** "Invio alla Regione" and "Giorni inviati", under the month's figures. */
  istatSend: {
    title: "Invio alla Regione",
    intro: (month: string) =>
      `Invia alla Regione arrivi, partenze e letti disponibili di ogni giorno di ${month}. Un giorno già accettato e non cambiato non parte di nuovo; uno cambiato viene corretto.`,
    button: "Invia alla Regione",
    sending: "Invio in corso…",
    notConfigured: "Per inviare da qui, inserisci prima i dati di accesso in «Servizio ISTAT della Regione», più in basso.",
    sentToast: "Invio alla Regione concluso",
    error: "Invio alla Regione non riuscito",
    /** The outcome of a sending, in one sentence: "Inviati 30 giorni; 1 con ospiti rifiutati; 1 già accettato e non cambiato." */
    summary: (n: { sent: number; partial: number; refused: number; failed: number; unchanged: number }) => {
      const parts = [n.sent === 0 ? "Nessun giorno inviato" : n.sent === 1 ? "Inviato 1 giorno" : `Inviati ${n.sent} giorni`];
      if (n.partial) parts.push(`${n.partial} con ospiti rifiutati`);
      if (n.refused) parts.push(`${n.refused} ${n.refused === 1 ? "rifiutato" : "rifiutati"} dalla Regione`);
      if (n.failed) parts.push(`${n.failed} ${n.failed === 1 ? "non raggiunto" : "non raggiunti"}`);
      if (n.unchanged) parts.push(`${n.unchanged} già ${n.unchanged === 1 ? "accettato e non cambiato" : "accettati e non cambiati"}`);
      return `${parts.join("; ")}.`;
    },
    problemsTitle: "Da correggere",
    problemsHint: "Correggi i dati dal soggiorno e invia di nuovo il mese: partono solo i giorni cambiati o non accettati.",
    /** Several days with the same error: "3 giorni tra il 01/03 e il 05/03". */
    days: (count: number, first: string, last: string) => `${count} giorni tra il ${first} e il ${last}`,
    stay: (id: number) => `Soggiorno n. ${id}`,
    guest: (n: number, message: string) => ` – ospite ${n}: ${message}`,
    missingTitle: "Soggiorni da completare:",
    xml: "Scarica il file XML del mese",
    xmlHint:
      "Lo stesso file si può caricare sul portale della Regione («Importa file»), ad esempio se il servizio non risponde: contiene ogni giorno del mese.",
    xmlMissing: "Il file XML del mese si scarica quando i dati degli ospiti che arrivano o partono nel mese sono completi.",
    sentTitle: "Giorni inviati",
    sentLabel: (month: string) => `Giorni di ${month} inviati alla Regione`,
    noneSent: (month: string) => `Nessun giorno di ${month} è stato ancora inviato alla Regione.`,
    columns: { day: "Giorno", outcome: "Esito", sentAt: "Inviato", refused: "Ospiti rifiutati" },
    /** Under the day it was sent: "alle 15:50 da admin". */
    at: (time: string) => `alle ${time}`,
    by: (who: string) => `da ${who}`,
    statuses: {
      accepted: "Accettato",
      partial: "Accettato in parte",
      refused: "Rifiutato",
      failed: "Non raggiunto",
      unchanged: "Già accettato, non cambiato",
    },
  },
} as const;
