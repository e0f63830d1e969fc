import { T as PANEL } from "~/components/admin/texts";
import { SOURCE_LABELS } from "~/features/availability/channels";
import type { ExemptionReason, ExemptNights } from "~/features/reports/tourist-tax";

const euro = new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR" });

/** "150,00 €" */
export const formatEuro = (amount: number) => euro.format(amount);

/** The owner's panel, in this feature's sections: the shared words, then its own. */
export const T = {
  ...PANEL,

  movements: {
    intro: "Chi arriva e chi parte, camera per camera: i soggiorni di ogni provenienza e le prenotazioni dei canali non ancora registrate.",
    today: "Oggi",
    tomorrow: "Domani",
    chosenDay: "Giorno scelto",
    dayTitle: (label: string, date: string) => `${label}, ${date}`,
    otherDay: "Un altro giorno",
    show: "Mostra",
    arrivals: "Arrivi",
    departures: "Partenze",
    noArrivals: "Nessun arrivo.",
    noDepartures: "Nessuna partenza.",
    guests: (n: number) => (n === 1 ? "1 ospite" : `${n} ospiti`),
    nights: (n: number) => (n === 1 ? "1 notte" : `${n} notti`),
    period: (from: string, to: string, nights: string) => `dal ${from} al ${to}, ${nights}`,
    open: (name: string) => `Apri il soggiorno di ${name}`,
    unregisteredHint: "Il canale non comunica il nome dell'ospite: registra il soggiorno per averlo qui.",
    register: "Registra soggiorno",
    registerNamed: (label: string) => `Registra soggiorno: ${label}`,
  },

  roomsToPrepare: {
    title: "Camere da preparare",
    arrivalDue: "arrivano oggi",
    open: "Apri Camere da preparare",
  },

  deposit: {
    none: "Nessuna caparra",
    asked: (amount: string, due: string) => `Caparra di ${amount} da ricevere entro il ${due}`,
    overdue: (amount: string, due: string) => `Caparra di ${amount} scaduta il ${due}`,
    received: (amount: string, on: string) => `Caparra di ${amount} ricevuta il ${on}`,
  },

  stay: {
    back: "Torna ad Arrivi e partenze",
    title: (name: string) => `Soggiorno di ${name}`,
    cancelledBadge: "Annullato",
    fromRequest: (id: number) => `Richiesta n. ${id}`,
    details: "Dettagli",
    room: "Camera",
    dates: "Date",
    guests: "Ospiti",
    source: "Provenienza",
    language: "Lingua delle e-mail",
    contact: "Contatti",
    notes: "Note",
    deposit: "Caparra",
    edit: "Modifica il soggiorno",
    cancel: "Annulla soggiorno",
    cancelTitle: (name: string) => `Annullare il soggiorno di ${name}?`,
    cancelText: "Il soggiorno resta nell'elenco come «Annullato» e le sue notti tornano libere.",
    cancelDone: "Soggiorno annullato",
    cancelError: "Soggiorno non annullato",
    back2: "Indietro",
    remove: "Elimina",
    removeTitle: (name: string) => `Eliminare il soggiorno di ${name}?`,
    removeText:
      "Il soggiorno viene cancellato definitivamente, con le e-mail che lo riguardano (diritto alla cancellazione, GDPR). La richiesta da cui viene, se c'è, resta.",
    removeDone: "Soggiorno eliminato",
    removeError: "Soggiorno non eliminato",
    missing: "Questo soggiorno non esiste più: forse è stato eliminato.",
    mails: "E-mail all'ospite",
    reviewLink: "Link per la recensione",
    reviewLinkIntro:
      "Il giorno dopo la partenza l'ospite riceve per e-mail un link personale per scrivere la recensione, che sul sito risulterà da «Soggiorno verificato». Se non ha un'e-mail (spesso con i canali), crea qui un link e mandaglielo tu: sostituisce quello inviato prima e vale 60 giorni.",
    reviewLinkCreate: "Crea il link per la recensione",
    reviewLinkLabel: "Link da mandare all'ospite",
    reviewLinkDone: "Link per la recensione creato",
    reviewLinkError: "Link per la recensione non creato",
    noMails:
      "Ancora nessuna. L'e-mail prima dell'arrivo parte qualche giorno prima, al mattino; quella dopo la partenza il giorno dopo (si possono spegnere in «Impostazioni»).",
    noAddress: "Nessuna: il soggiorno non ha l'e-mail dell'ospite.",
    mailKinds: { "guest-prearrival": "Prima dell'arrivo", "guest-poststay": "Dopo la partenza" },
    sentAt: (when: string) => `inviata il ${when}`,
    writtenAt: (when: string) => `scritta il ${when}`,
  },

  /** "Ospiti e documenti": the pre-check-in link, where the guests' data stands, the identity check. */
  guests: {
    title: "Ospiti e documenti",
    entered: (n: number, of: number) => `Ospiti inseriti: ${n} su ${of}`,
    missing: (items: string) => `Mancano: ${items}.`,
    unchecked:
      "I dati ci sono tutti: all'arrivo identifica gli ospiti con il documento, di persona o in videochiamata dal vivo, e segnalo qui sotto.",
    ready: (when: string) => `Identità verificata il ${when}: le schedine sono pronte per la Polizia.`,
    sent: (when: string) => `Schedine inviate alla Polizia il ${when}.`,
    link: "Link per il check-in online",
    linkIntro:
      "Mandalo a chi prenota: compila dal telefono, nella sua lingua, i dati di tutti gli ospiti. Vale fino al giorno della partenza e si chiude quando segni l'identità degli ospiti come verificata.",
    linkLabel: "Link del check-in da mandare all'ospite",
    copy: "Copia il link",
    copied: "Link copiato",
    copyError: "Link non copiato: selezionalo e copialo a mano",
    whatsapp: "Invia su WhatsApp",
    noLink: "Nessun link: il soggiorno è annullato o già concluso.",
  },

  /** "Ora di arrivo": when the guests actually arrived, which the police deadline runs from. */
  arrival: {
    title: "Ora di arrivo",
    label: (date: string) => `Ora di arrivo del ${date}`,
    hint: "Quando gli ospiti sono arrivati davvero: il termine per la Questura parte da qui (senza, dall'inizio del check-in). Lascia vuoto e salva per toglierla.",
    invalid: "Inserisci un orario nella forma HH:MM, ad esempio 22:30",
    recorded: (when: string) => `Arrivo registrato il ${when}.`,
    due: (when: string) => `Schedine da inviare alla Questura entro ${when}.`,
    save: "Salva l'ora di arrivo",
    saved: "Ora di arrivo salvata",
    error: "Ora di arrivo non salvata",
  },

  form: {
    newTitle: "Registra un soggiorno",
    newIntro:
      "Per le prenotazioni arrivate da Airbnb, Booking.com, per telefono o di persona. Le richieste dal sito diventano soggiorni quando le confermi.",
    editTitle: "Modifica il soggiorno",
    room: "Camera",
    roomPlaceholder: "Scegli una camera",
    checkIn: "Arrivo",
    checkOut: "Partenza",
    checkOutHint: "Il giorno in cui l'ospite lascia la camera.",
    guests: "Ospiti",
    source: "Provenienza",
    leadName: "Nome dell'ospite di riferimento",
    leadEmail: "E-mail dell'ospite",
    leadPhone: "Telefono dell'ospite",
    optional: "(facoltativo)",
    language: "Lingua delle e-mail all'ospite",
    notes: "Note",
    save: "Registra soggiorno",
    saveEdit: "Salva modifiche",
    saved: "Soggiorno registrato",
    savedEdit: "Soggiorno aggiornato",
    error: "Soggiorno non registrato",
    errorEdit: "Soggiorno non aggiornato",
    busyTitle: "La camera non è libera in queste date",
    busyConflicts: "Le notti sono già occupate da:",
    busyHint: "Se hai già controllato con il canale o con l'ospite, puoi registrarlo lo stesso.",
    override: "Registra comunque",
    overrideEdit: "Salva comunque",
  },

  /** "Imposta di soggiorno" on a stay's page (tourist-tax-section.tsx, stay-tax-form.tsx). */
  stayTax: {
    title: "Imposta di soggiorno",
    amount: "Da pagare in struttura",
    taxable: "Notti tassate",
    exempt: "Notti esenti",
    collected: "Riscossa",
    collectedOn: (day: string) => ` il ${day}`,
    refused: "Rifiutata dall'ospite",
    due: "Da versare al Comune",
    none: "nessuna",
    notYet: "non ancora",
    exemptKinds: {
      age: (n: number) => `${n} per età`,
      resident: (n: number) => `${n} di residenti`,
      cap: (n: number) => `${n} oltre il massimo`,
      "patient-companion": (n: number) => `${n} di accompagnatori di degenti`,
      disability: (n: number) => `${n} per disabilità`,
      duty: (n: number) => `${n} di forze dell'ordine in servizio`,
      evacuee: (n: number) => `${n} di sfollati`,
      staff: (n: number) => `${n} di personale della struttura`,
      other: (n: number) => `${n} per altri motivi`,
    } satisfies Record<keyof ExemptNights, (n: number) => string>,
    incomplete: (entered: number, expected: number) =>
      `Calcolata con i dati di ${entered} ospit${entered === 1 ? "e" : "i"} su ${expected}: chi manca è contato come adulto non residente.`,
    rule: "Le regole si cambiano in Impostazioni.",
    formTitle: "Esenzioni e riscossione",
    exemptionsHint:
      "Le esenzioni per età e per residenza valgono da sole, dai dati degli ospiti. Qui quelle che il regolamento concede per altri motivi.",
    guest: (n: number) => `Ospite ${n}`,
    namedGuest: (n: number, name: string) => `Ospite ${n}: ${name}`,
    reason: "Esenzione",
    reasons: {
      "": "Nessuna",
      "patient-companion": "Accompagna un degente",
      disability: "Disabilità (indennità)",
      duty: "Forze dell'ordine in servizio",
      evacuee: "Sfollato",
      staff: "Personale della struttura",
      other: "Altro motivo",
    } satisfies Record<ExemptionReason | "", string>,
    note: "Nota",
    noteOptional: "(facoltativa)",
    noteOther: "Motivo dell'esenzione",
    outcome: "Riscossione",
    outcomes: { none: "Non ancora riscossa", collected: "Riscossa", refused: "L'ospite si è rifiutato di pagare" },
    amountCollected: "Importo riscosso",
    amountHint: "In euro, ad esempio 14,00.",
    collectedDay: "Giorno della riscossione",
    refusedDay: "Giorno del rifiuto",
    refusedHint: "Fai firmare all'ospite la dichiarazione di rifiuto da consegnare al Comune.",
    save: "Salva imposta",
    saved: "Imposta del soggiorno salvata",
    saveError: "Errore durante il salvataggio dell'imposta del soggiorno",
  },

  /** In the form's choice: what "Diretta" covers. */
  sourceChoices: { ...SOURCE_LABELS, direct: "Diretta (telefono, e-mail, di persona)" },
  languages: { it: "Italiano", en: "Inglese", de: "Tedesco", es: "Spagnolo" },
} as const;
