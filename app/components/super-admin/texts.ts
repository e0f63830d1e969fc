import { PANEL_COMMON } from "~/components/panel/texts";

/** Every word of the super-admin panel (convention: panel/texts.ts). */
export const T = {
  meta: { title: "Pannello Super Admin" },
  panelTitle: "Pannello Super Admin",

  key: {
    intro: "Area riservata al proprietario. Inserisci la chiave Super Admin per gestire il sito.",
    label: "Chiave Super Admin",
    show: "Mostra chiave",
    hide: "Nascondi chiave",
    submit: "Accedi al Pannello",
    submitting: "Verifica in corso…",
    required: "Inserisci la chiave Super Admin.",
  },

  toast: {
    accessErrorTitle: "Errore di accesso",
    invalidKey: "Chiave Super Admin non valida",
    connectionTitle: "Errore di connessione",
    connectionText: "Il server non risponde. Controlla la connessione a internet e riprova.",
    tooManyTitle: "Troppi tentativi",
    tooManyText: (minutes: number) =>
      `Troppi tentativi con una chiave errata: per sicurezza l'accesso è bloccato. Riprova tra ${minutes} ${minutes === 1 ? "minuto" : "minuti"}.`,
    unexpected: "Si è verificato un errore. Riprova più tardi.",
    accessOk: "Accesso autorizzato",
    accessOkText: "Benvenuto nel pannello Super Admin.",
    saveOk: "Impostazioni aggiornate con successo!",
    saveError: "Errore durante l'aggiornamento delle impostazioni",
    expiredTitle: "Sessione scaduta",
    expiredText: "Accedi di nuovo con la chiave: le modifiche non salvate sono state conservate.",
  },

  header: {
    logout: "Logout",
    intro: "Da qui controlli lo stato del sito, il codice di tracciamento e i banner pubblicitari.",
    restoredDrafts: "Abbiamo recuperato le modifiche che non avevi ancora salvato. Controllale e premi «Salva» per confermarle.",
  },

  tabs: { general: "Controllo Generale", tracking: "Tracking", banners: "Banner Pubblicitari" },

  common: {
    ...PANEL_COMMON,
    saved: "Salvato",
    discard: "Annulla modifiche",
    chars: (used: number, max: number) => `${used.toLocaleString("it-IT")} / ${max.toLocaleString("it-IT")} caratteri`,
  },

  general: {
    title: "Stato del sito",
    switchLabel: "Sito offline (manutenzione)",
    switchHint: "Attiva l'interruttore per mettere il sito in manutenzione; disattivalo per rimetterlo online.",
    current: "Stato attuale:",
    online: "ONLINE",
    offline: "OFFLINE",
    onlineText: "Il sito è visibile a tutti i visitatori.",
    offlineText: "I visitatori vedono la pagina di manutenzione al posto del sito.",
    explain:
      "Quando metti il sito offline, entro 30 secondi i visitatori vedono la pagina di manutenzione con i vostri contatti. Le pagine /admin e /super-admin restano sempre raggiungibili, così puoi rimettere il sito online in qualsiasi momento.",
    openSite: "Apri il sito in una nuova scheda",
  },

  tracking: {
    title: "Codice di tracciamento",
    intro:
      "Incolla qui il codice che ti ha dato il servizio di statistiche (per esempio Google Analytics o Meta Pixel). Viene inserito nell'intestazione (head) di ogni pagina del sito.",
    consent:
      "Per rispettare la privacy, il codice parte solo dopo che il visitatore ha accettato i cookie analitici o di marketing. Lascia il campo vuoto per non usare alcun tracciamento.",
    label: "Codice di tracciamento (script nella head)",
    save: "Salva codice di tracciamento",
    hostsTitle: "Indirizzi delle statistiche",
    hostsIntro:
      "Per sicurezza, le pagine del sito possono inviare dati solo agli indirizzi autorizzati. Il sito ricava da solo quelli che compaiono nel codice qui sopra (ad esempio https://www.googletagmanager.com, e per Google Analytics anche gli indirizzi a cui invia le visite). Se il servizio invia le visite a un indirizzo che non compare nel codice, aggiungilo qui: uno per riga, solo l'origine, ad esempio https://region1.google-analytics.com.",
    hostsLabel: "Indirizzi aggiuntivi (uno per riga, al massimo 20)",
    hostsSave: "Salva indirizzi",
    allowedTitle: "Indirizzi autorizzati sulle pagine pubbliche",
    allowedHint:
      "Calcolati dal codice e dagli indirizzi aggiuntivi scritti qui; valgono dopo il salvataggio. Le pagine /admin e /super-admin non ne autorizzano nessuno.",
    allowedNone: "Nessuno: senza codice di tracciamento le pagine non inviano dati a servizi esterni.",
    hostsRefused:
      "Indirizzi non salvati: ognuno deve essere un'origine https, ad esempio https://region1.google-analytics.com (senza percorso né asterischi), e al massimo 20.",
    invalidHosts: (hosts: string) => `Non validi (verranno rifiutati): ${hosts}`,
  },

  banners: {
    title: "Banner pubblicitari",
    intro: "Ogni spazio accetta codice HTML con immagini e link. Uno spazio vuoto non viene mostrato sul sito.",
    exampleSummary: "Esempio di codice per un banner",
    example: '<a href="https://www.esempio.it">\n  <img src="https://www.esempio.it/banner.jpg" alt="Offerta speciale">\n</a>',
    desktop: "Computer (desktop)",
    desktopHint: "Spazi visibili sugli schermi larghi, da 768 pixel in su.",
    mobile: "Telefono (mobile)",
    mobileHint: "Spazi visibili sugli schermi stretti dei telefoni.",
    preview: "Anteprima",
    previewTitle: (label: string) => `Anteprima: ${label}`,
    previewEmpty: "Spazio vuoto: questo banner non viene mostrato sul sito.",
    save: "Salva banner",
    slots: {
      bannerFooter: { label: "Banner piè di pagina", where: "In fondo a ogni pagina, sopra il piè di pagina." },
      bannerMidSite: { label: "Banner a metà sito", where: "A metà della pagina principale." },
      bannerMobileTop: { label: "Banner in alto", where: "In cima a ogni pagina, sopra il menu." },
      bannerMobileMid1: { label: "Banner a 2/4 della pagina", where: "Sulla pagina principale, a metà." },
      bannerMobileMid2: { label: "Banner a 3/4 della pagina", where: "Sulla pagina principale, dopo tre quarti." },
      bannerMobileBottom: { label: "Banner in basso", where: "In fondo a ogni pagina, sopra il piè di pagina." },
    },
  },
} as const;
