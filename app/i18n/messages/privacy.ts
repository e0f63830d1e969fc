import { defineMessages } from "../define";

/**
 * The privacy policy and the short terms that follow it. It describes what the
 * code does: hashed IPs, automatic deletion after RETENTION, consent-gated extras. Change
 * both together. Business details and periods are placeholders filled from constants.
 */
export default defineMessages({
  it: {
    meta: {
      title: "Privacy e cookie",
      description:
        "Come {name} tratta i dati personali di chi visita il sito e chiede un preventivo: quali dati, perché, per quanto tempo, i tuoi diritti e i cookie.",
    },
    eyebrow: "Privacy e cookie",
    title: "Informativa sulla privacy",
    subtitle: "Come trattiamo i tuoi dati, spiegato in modo semplice.",
    lastUpdated: "Ultimo aggiornamento: {date}",
    toc: "In questa pagina",
    general: {
      title: "Informazioni generali",
      p1: "Questa informativa spiega come trattiamo i dati personali di chi visita il sito e di chi ci contatta, ai sensi del Regolamento (UE) 2016/679 (GDPR) e della normativa italiana sulla protezione dei dati personali.",
      p2: "Titolare del trattamento è {name}, {address}. I recapiti per qualsiasi richiesta sono nella sezione «Contatti» di questa pagina.",
      p3: "Siamo una piccola struttura a gestione familiare: raccogliamo solo i dati che ci servono, non li vendiamo e non li usiamo per scopi diversi da quelli descritti qui.",
    },
    data: {
      title: "Dati che raccogliamo",
      intro: "A seconda di come usi il sito, trattiamo queste categorie di dati:",
      quotes:
        "Richieste di preventivo: nome, cognome, e-mail, telefono (facoltativo), date di arrivo e partenza, numero di ospiti, camera preferita, servizi aggiuntivi e le richieste particolari che scrivi.",
      checkIn:
        "Check-in online (dati richiesti dalla legge): per ogni ospite cognome, nome, sesso, data, luogo e stato di nascita, cittadinanza, stato e comune di residenza; per chi prenota (o per ciascuno, se viaggiate come ospiti singoli) anche tipo, numero e luogo di rilascio del documento d'identità; per un nome in un altro alfabeto, la sua grafia in lettere latine come nel passaporto. Li chiediamo perché la legge (art. 109 del Testo unico delle leggi di pubblica sicurezza) ci obbliga a comunicarli alla Polizia di Stato tramite il portale Alloggiati Web entro 24 ore dall'arrivo (6 per un soggiorno più breve), dopo avervi identificati con il documento al vostro arrivo, di persona o in videochiamata; l'età e la residenza servono anche a calcolare l'imposta di soggiorno del Comune, e la provenienza entra in forma anonima e aggregata nelle statistiche ISTAT sul turismo. Non conserviamo copie né foto dei documenti. Data di nascita e numero del documento sono cifrati nel database con una chiave custodita altrove, e solo noi possiamo leggerli.",
      reviews:
        "Recensioni: nome, e-mail, valutazione, titolo e testo. Dopo la nostra approvazione pubblichiamo nome, valutazione, titolo e testo; l'e-mail non viene mai pubblicata.",
      browsing:
        "Dati di navigazione: per contare le visite registriamo data e ora, il tipo di browser e un identificativo casuale della sessione. L'indirizzo IP non viene mai salvato così com'è: ne conserviamo solo un'impronta (HMAC-SHA-256) calcolata con una chiave segreta che non sta nel database e cambia ogni giorno. Non permette di risalire all'indirizzo né di collegare le visite di giorni diversi; viene cancellata con la visita dopo {months} mesi.",
      preferences: "Preferenze: la lingua che scegli e la tua scelta sui cookie, salvate nel tuo browser (vedi la sezione «Cookie»).",
      note: "Ti chiediamo di non inserire nei messaggi dati che non servono. Se ci segnali allergie o intolleranze alimentari, le usiamo soltanto per prepararti la colazione.",
    },
    purposes: {
      title: "Finalità del trattamento",
      intro: "Usiamo i dati esclusivamente per:",
      booking: "rispondere alle richieste di preventivo e organizzare la prenotazione e il soggiorno;",
      reviews: "pubblicare le recensioni approvate e, se serve, contattare l'autore per verificarle;",
      statistics: "contare le visite al sito in forma aggregata e proteggerlo da abusi e attacchi informatici;",
      preferences: "ricordare la lingua e le preferenze sui cookie che hai scelto;",
      legal: "adempiere agli obblighi di legge a cui siamo soggetti come struttura ricettiva.",
    },
    legalBasis: {
      title: "Base giuridica",
      contract:
        "Misure precontrattuali ed esecuzione del contratto (art. 6, par. 1, lett. b GDPR): per le richieste di preventivo e le prenotazioni.",
      consent:
        "Consenso (art. 6, par. 1, lett. a): per la pubblicazione delle recensioni e per i cookie di analisi e di marketing. Puoi revocarlo in qualsiasi momento, senza conseguenze sui trattamenti già svolti.",
      interest:
        "Legittimo interesse (art. 6, par. 1, lett. f): per le statistiche di visita, che non ti identificano, e per la sicurezza del sito.",
      obligation:
        "Obbligo legale (art. 6, par. 1, lett. c): per gli adempimenti fiscali e di pubblica sicurezza previsti per le strutture ricettive.",
    },
    retention: {
      title: "Conservazione dei dati",
      contact:
        "Dati di contatto (richieste di preventivo e recensioni): al massimo {years} anni dalla raccolta, oppure fino alla revoca del consenso, se avviene prima.",
      checkIn:
        "Dati del check-in: il numero del documento viene cancellato appena conserviamo la ricevuta della comunicazione alla Questura, al più tardi {documentDays} giorni dopo la partenza; gli altri dati degli ospiti restano con il soggiorno per al massimo {years} anni e si cancellano con esso. Della comunicazione alla Questura conserviamo per {receiptYears} anni, come la legge chiede, la data, il numero di ospiti e la ricevuta del portale Alloggiati Web, che elenca gli ospiti comunicati: la ricevuta è cifrata come i documenti, resta anche dopo la cancellazione del soggiorno e si cancella allo scadere dei {receiptYears} anni.",
      reviews:
        "Recensioni pubblicate: restano online finché non ci chiedi di rimuoverle; l'e-mail collegata viene cancellata allo scadere dei {years} anni.",
      browsing: "Dati di navigazione: al massimo {months} mesi.",
      preferences: "Preferenze salvate nel browser: finché non le cancelli tu (il cookie della lingua scade comunque dopo 12 mesi).",
      automatic:
        "La cancellazione alla scadenza avviene automaticamente. I dati che la legge ci obbliga a conservare più a lungo, ad esempio per fini fiscali, sono conservati solo per il tempo richiesto.",
    },
    sharing: {
      title: "Condivisione dei dati",
      server:
        "I dati sono conservati su un nostro server situato nell'Unione europea e non vengono trasferiti fuori dallo Spazio economico europeo.",
      noSale: "Non vendiamo né cediamo i tuoi dati a nessuno e non li usiamo per pubblicità.",
      providers:
        "Possono trattarli per nostro conto solo i fornitori tecnici strettamente necessari (ad esempio per la posta elettronica), vincolati da un accordo sulla protezione dei dati.",
      map: "La mappa interattiva di OpenStreetMap nella pagina Contatti si carica solo se la richiedi o se hai accettato i cookie facoltativi: in quel caso OpenStreetMap riceve il tuo indirizzo IP.",
      authorities: "Comunichiamo i dati alle autorità solo quando la legge lo impone.",
    },
    rights: {
      title: "I tuoi diritti",
      intro: "In qualsiasi momento puoi chiederci di:",
      access: "sapere quali dati abbiamo su di te e riceverne una copia (accesso);",
      rectification: "correggerli o completarli (rettifica);",
      erasure: "cancellarli (oblio), se non dobbiamo conservarli per legge;",
      restriction: "limitarne il trattamento o opporti al trattamento basato sul legittimo interesse;",
      portability: "riceverli in un formato leggibile da un computer (portabilità);",
      withdraw: "revocare il consenso che ci hai dato.",
      complaint:
        "Rispondiamo entro un mese. Se ritieni che i tuoi dati siano trattati in modo non corretto, puoi proporre reclamo al Garante per la protezione dei dati personali (garanteprivacy.it).",
    },
    cookies: {
      title: "Cookie e memoria del browser",
      intro:
        "Usiamo pochissimi strumenti che salvano informazioni nel tuo browser. Quelli necessari sono sempre attivi e non richiedono consenso:",
      language:
        "bb-language: la lingua che hai scelto (cookie e memoria locale, 12 mesi), così il sito ti risponde subito nella tua lingua.",
      consent: "cookie-consent: la tua scelta sui cookie, con data e ora (memoria locale), così non ti ripetiamo la domanda a ogni pagina.",
      visit: "visit_recorded: evita di contare due volte la stessa visita (memoria di sessione, si cancella quando chiudi la scheda).",
      admin: "Cookie di sessione dell'area riservata: solo per i gestori che accedono al pannello di amministrazione.",
      optional:
        "I cookie di analisi e di marketing, anche di servizi di terze parti, si attivano solo se li accetti dal banner dei cookie. Senza il tuo consenso non viene caricato alcuno strumento di questo tipo.",
      change:
        "Puoi cambiare idea quando vuoi con il link «Preferenze cookie» in fondo a ogni pagina, oppure cancellando i dati del sito dalle impostazioni del browser.",
    },
    security: {
      title: "Sicurezza",
      p1: "Il sito usa una connessione cifrata (HTTPS). L'area di gestione è protetta da password conservate solo in forma cifrata, da sessioni sicure e da un limite ai tentativi di accesso.",
      p2: "Dalle foto che pubblichiamo eliminiamo i metadati, come la posizione GPS. Nessuna misura è infallibile, ma ci impegniamo a proteggere i tuoi dati e, in caso di violazione, a informare te e il Garante nei termini di legge.",
    },
    contacts: {
      title: "Contatti",
      p1: "Per domande su questa informativa o per esercitare i tuoi diritti puoi scriverci o telefonarci:",
      email: "E-mail",
      phone: "Telefono",
      address: "Indirizzo",
    },
    changes: {
      title: "Modifiche a questa informativa",
      p1: "Potremmo aggiornare questa informativa se cambiano il sito, i servizi o la normativa. La data dell'ultimo aggiornamento è indicata in cima alla pagina; se le modifiche sono importanti, lo segnaleremo in modo ben visibile sul sito.",
    },
    terms: {
      title: "Termini e condizioni",
      intro: "Poche regole chiare per un soggiorno sereno.",
      booking: {
        title: "Preventivo e prenotazione",
        text: "La richiesta di preventivo inviata dal sito non è vincolante né per te né per noi. La prenotazione è confermata solo quando ti rispondiamo per iscritto confermando camera, date e prezzo.",
      },
      stay: {
        title: "Arrivo e partenza",
        text: "Check-in dalle {checkInFrom} alle {checkInTo}, check-out dalle {checkOutFrom} alle {checkOutTo}. Per orari diversi mettiamoci d'accordo prima. All'arrivo chiediamo un documento d'identità per ogni ospite, come previsto dalla legge.",
      },
      cancellation: {
        title: "Cancellazione",
        text: "Le condizioni di cancellazione e l'eventuale caparra si concordano al momento della conferma. Se devi annullare o cambiare le date, avvisaci il prima possibile.",
      },
      rules: {
        title: "Regole della casa",
        text: "Non si fuma nelle camere, di sera e di notte si rispetta il riposo degli altri ospiti e possono pernottare solo gli ospiti indicati nella prenotazione. Tratta la casa come se fosse tua: noi ti tratteremo come uno di famiglia.",
      },
    },
  },
  en: {
    meta: {
      title: "Privacy and cookies",
      description:
        "How {name} handles the personal data of website visitors and guests requesting a quote: what data, why, for how long, your rights and cookies.",
    },
    eyebrow: "Privacy and cookies",
    title: "Privacy policy",
    subtitle: "How we handle your data, in plain language.",
    lastUpdated: "Last updated: {date}",
    toc: "On this page",
    general: {
      title: "General information",
      p1: "This policy explains how we process the personal data of people who visit this website and contact us, in line with Regulation (EU) 2016/679 (GDPR) and Italian data protection law.",
      p2: 'The data controller is {name}, {address}. You\'ll find our contact details for any request in the "Contact" section of this page.',
      p3: "We are a small family-run business: we only collect the data we need, we never sell it and we don't use it for anything other than what is described here.",
    },
    data: {
      title: "Data we collect",
      intro: "Depending on how you use the site, we process the following data:",
      quotes:
        "Quote requests: first and last name, e-mail, phone (optional), arrival and departure dates, number of guests, preferred room, extra services and any special requests you write.",
      checkIn:
        "Online check-in (data required by law): for each guest surname, given name, sex, date, place and country of birth, citizenship, country and municipality of residence; for the person booking (or for each of you, if you travel as individuals) also the type, number and place of issue of the identity document; for a name in another alphabet, its spelling in Latin letters as in the passport. We ask for them because Italian law (art. 109 of the public-security act, TULPS) requires us to report them to the State Police through the Alloggiati Web portal within 24 hours of arrival (6 for a shorter stay), after identifying you with your document when you arrive, in person or by video call; age and residence are also used to work out the municipality's tourist tax, and your origin goes, anonymous and aggregated, into the ISTAT tourism statistics. We keep no copies or photos of documents. Birth dates and document numbers are encrypted in the database with a key kept elsewhere, and only we can read them.",
      reviews:
        "Reviews: name, e-mail, rating, title and text. Once approved, we publish the name, rating, title and text; your e-mail is never published.",
      browsing:
        "Browsing data: to count visits we record the date and time, the type of browser and a random session identifier. Your IP address is never stored as such: we keep only a fingerprint of it (HMAC-SHA-256) made with a secret key that is not in the database and changes every day. It cannot be turned back into the address, nor used to link visits on different days; it is deleted with the visit after {months} months.",
      preferences: 'Preferences: your chosen language and your cookie choice, stored in your browser (see the "Cookies" section).',
      note: "Please don't include unnecessary personal data in your messages. If you tell us about food allergies or intolerances, we use that information only to prepare your breakfast.",
    },
    purposes: {
      title: "Why we use your data",
      intro: "We use data only to:",
      booking: "reply to quote requests and arrange your booking and stay;",
      reviews: "publish approved reviews and, where needed, contact the author to verify them;",
      statistics: "count visits to the site in aggregate form and protect it against abuse and attacks;",
      preferences: "remember the language and cookie preferences you chose;",
      legal: "meet the legal obligations that apply to us as an accommodation provider.",
    },
    legalBasis: {
      title: "Legal basis",
      contract: "Pre-contractual steps and performance of a contract (Art. 6(1)(b) GDPR): for quote requests and bookings.",
      consent:
        "Consent (Art. 6(1)(a)): for publishing reviews and for analytics and marketing cookies. You can withdraw it at any time; this does not affect processing already carried out.",
      interest: "Legitimate interest (Art. 6(1)(f)): for visit statistics, which do not identify you, and for keeping the site secure.",
      obligation: "Legal obligation (Art. 6(1)(c)): for the tax and public-security requirements that apply to accommodation providers.",
    },
    retention: {
      title: "How long we keep data",
      contact:
        "Contact data (quote requests and reviews): for up to {years} years from collection, or until you withdraw your consent, if sooner.",
      checkIn:
        "Check-in data: the document number is erased as soon as we keep the receipt of the report to the police, at the latest {documentDays} days after departure; the other guest data stays with the stay for at most {years} years and is erased with it. Of each report to the police we keep for {receiptYears} years, as the law requires, the date, the number of guests and the Alloggiati Web portal's receipt, which lists the guests as reported: the receipt is encrypted like the documents, stays after the stay is erased, and is erased when the {receiptYears} years are over.",
      reviews:
        "Published reviews: they stay online until you ask us to remove them; the e-mail address linked to them is deleted after {years} years.",
      browsing: "Browsing data: for up to {months} months.",
      preferences: "Preferences stored in your browser: until you delete them (the language cookie expires after 12 months in any case).",
      automatic:
        "Data is deleted automatically when its period ends. Anything the law requires us to keep for longer, for example for tax purposes, is kept only as long as required.",
    },
    sharing: {
      title: "Sharing your data",
      server:
        "Your data is stored on our own server located in the European Union and is not transferred outside the European Economic Area.",
      noSale: "We never sell or hand over your data to anyone, and we don't use it for advertising.",
      providers:
        "Only strictly necessary technical providers (for example for e-mail) may process it on our behalf, bound by a data processing agreement.",
      map: "The interactive OpenStreetMap map on the Contact page loads only if you ask for it or have accepted optional cookies; in that case OpenStreetMap receives your IP address.",
      authorities: "We disclose data to the authorities only when the law requires it.",
    },
    rights: {
      title: "Your rights",
      intro: "At any time you can ask us to:",
      access: "tell you what data we hold about you and give you a copy (access);",
      rectification: "correct or complete it (rectification);",
      erasure: "delete it (erasure), unless the law requires us to keep it;",
      restriction: "restrict its processing, or object to processing based on legitimate interest;",
      portability: "give it to you in a machine-readable format (portability);",
      withdraw: "withdraw any consent you have given.",
      complaint:
        "We reply within one month. If you believe your data is being handled improperly, you can lodge a complaint with the Italian Data Protection Authority, the Garante per la protezione dei dati personali (garanteprivacy.it), or with the authority in your own country.",
    },
    cookies: {
      title: "Cookies and browser storage",
      intro: "We use very few tools that store information in your browser. The necessary ones are always on and don't need your consent:",
      language:
        "bb-language: the language you chose (cookie and local storage, 12 months), so the site answers in your language straight away.",
      consent: "cookie-consent: your cookie choice, with date and time (local storage), so we don't ask you again on every page.",
      visit: "visit_recorded: avoids counting the same visit twice (session storage, cleared when you close the tab).",
      admin: "Session cookies for the private area: only for the owners who sign in to the admin panel.",
      optional:
        "Analytics and marketing cookies, including those of third-party services, are activated only if you accept them in the cookie banner. Without your consent no such tool is loaded.",
      change:
        'You can change your mind at any time using the "Cookie preferences" link at the bottom of every page, or by clearing this site\'s data in your browser settings.',
    },
    security: {
      title: "Security",
      p1: "The site uses an encrypted connection (HTTPS). The admin area is protected by passwords that are stored only in hashed form, by secure sessions and by a limit on sign-in attempts.",
      p2: "We strip metadata, such as GPS location, from the photos we publish. No measure is foolproof, but we are committed to protecting your data and, in the event of a breach, to informing you and the authority as the law requires.",
    },
    contacts: {
      title: "Contact",
      p1: "For questions about this policy or to exercise your rights, write to us or give us a call:",
      email: "E-mail",
      phone: "Phone",
      address: "Address",
    },
    changes: {
      title: "Changes to this policy",
      p1: "We may update this policy if the website, our services or the law change. The date of the latest update is shown at the top of the page; if the changes are significant, we will point them out clearly on the site.",
    },
    terms: {
      title: "Terms and conditions",
      intro: "A few clear rules for a relaxing stay.",
      booking: {
        title: "Quotes and bookings",
        text: "A quote request sent through the website is not binding for you or for us. Your booking is confirmed only when we reply in writing confirming the room, dates and price.",
      },
      stay: {
        title: "Arrival and departure",
        text: "Check-in from {checkInFrom} to {checkInTo}, check-out from {checkOutFrom} to {checkOutTo}. If you need different times, just agree them with us beforehand. On arrival we ask for an ID document for every guest, as Italian law requires.",
      },
      cancellation: {
        title: "Cancellation",
        text: "Cancellation terms and any deposit are agreed when we confirm your booking. If you need to cancel or change dates, please let us know as soon as possible.",
      },
      rules: {
        title: "House rules",
        text: "No smoking in the rooms, please keep the evenings and nights quiet for other guests, and only the guests named in the booking may stay overnight. Treat the house as your own, and we'll treat you like family.",
      },
    },
  },
  de: {
    meta: {
      title: "Datenschutz und Cookies",
      description:
        "Wie {name} die personenbezogenen Daten von Website-Besuchern und Gästen verarbeitet, die ein Angebot anfragen: welche Daten, wozu, wie lange, Ihre Rechte und Cookies.",
    },
    eyebrow: "Datenschutz und Cookies",
    title: "Datenschutzerklärung",
    subtitle: "Wie wir mit Ihren Daten umgehen – verständlich erklärt.",
    lastUpdated: "Zuletzt aktualisiert: {date}",
    toc: "Auf dieser Seite",
    general: {
      title: "Allgemeine Informationen",
      p1: "Diese Erklärung beschreibt, wie wir die personenbezogenen Daten von Besuchern dieser Website und von Personen, die uns kontaktieren, gemäß der Verordnung (EU) 2016/679 (DSGVO) und dem italienischen Datenschutzrecht verarbeiten.",
      p2: "Verantwortlicher ist {name}, {address}. Unsere Kontaktdaten für alle Anliegen finden Sie im Abschnitt „Kontakt“ auf dieser Seite.",
      p3: "Wir sind ein kleiner Familienbetrieb: Wir erheben nur die Daten, die wir wirklich brauchen, verkaufen sie nicht und nutzen sie ausschließlich für die hier beschriebenen Zwecke.",
    },
    data: {
      title: "Welche Daten wir erheben",
      intro: "Je nachdem, wie Sie die Website nutzen, verarbeiten wir folgende Daten:",
      quotes:
        "Angebotsanfragen: Vor- und Nachname, E-Mail, Telefon (freiwillig), An- und Abreisedatum, Anzahl der Gäste, Wunschzimmer, Zusatzleistungen und Ihre besonderen Wünsche.",
      checkIn:
        "Online-Check-in (gesetzlich vorgeschriebene Angaben): für jeden Gast Nachname, Vorname, Geschlecht, Geburtsdatum, -ort und -land, Staatsangehörigkeit, Wohnsitzland und -gemeinde; für die buchende Person (oder für jeden Gast, wenn Sie als Einzelpersonen reisen) außerdem Art, Nummer und Ausstellungsort des Ausweises; für einen Namen in einem anderen Alphabet seine Schreibweise in lateinischen Buchstaben wie im Reisepass. Wir fragen danach, weil das italienische Gesetz (Art. 109 des Gesetzes über die öffentliche Sicherheit, TULPS) uns verpflichtet, sie innerhalb von 24 Stunden nach der Ankunft (6 bei einem kürzeren Aufenthalt) über das Portal Alloggiati Web der Staatspolizei zu melden, nachdem wir Sie bei Ihrer Ankunft mit dem Ausweis identifiziert haben, persönlich oder per Videoanruf; Alter und Wohnsitz dienen auch zur Berechnung der Kurtaxe der Gemeinde, und die Herkunft fließt anonym und zusammengefasst in die ISTAT-Tourismusstatistik ein. Wir bewahren keine Kopien oder Fotos von Ausweisen auf. Geburtsdatum und Ausweisnummer werden in der Datenbank mit einem anderswo aufbewahrten Schlüssel verschlüsselt, und nur wir können sie lesen.",
      reviews:
        "Bewertungen: Name, E-Mail, Bewertung, Titel und Text. Nach unserer Freigabe veröffentlichen wir Name, Bewertung, Titel und Text; die E-Mail-Adresse wird nie veröffentlicht.",
      browsing:
        "Nutzungsdaten: Um Besuche zu zählen, speichern wir Datum und Uhrzeit, den Browsertyp und eine zufällige Sitzungskennung. Die IP-Adresse wird nie im Klartext gespeichert: Wir bewahren nur einen Fingerabdruck davon auf (HMAC-SHA-256), berechnet mit einem geheimen Schlüssel, der nicht in der Datenbank liegt und täglich wechselt. Daraus lässt sich weder die Adresse ermitteln noch lassen sich Besuche verschiedener Tage verknüpfen; er wird nach {months} Monaten mit dem Besuch gelöscht.",
      preferences:
        "Einstellungen: die gewählte Sprache und Ihre Cookie-Entscheidung, gespeichert in Ihrem Browser (siehe Abschnitt „Cookies“).",
      note: "Bitte geben Sie in Ihren Nachrichten keine unnötigen Daten an. Wenn Sie uns Allergien oder Unverträglichkeiten mitteilen, verwenden wir diese nur für die Zubereitung Ihres Frühstücks.",
    },
    purposes: {
      title: "Zwecke der Verarbeitung",
      intro: "Wir verwenden die Daten ausschließlich, um:",
      booking: "Angebotsanfragen zu beantworten und Ihre Buchung und Ihren Aufenthalt zu organisieren;",
      reviews: "freigegebene Bewertungen zu veröffentlichen und den Verfasser bei Bedarf zur Überprüfung zu kontaktieren;",
      statistics: "Besuche der Website in zusammengefasster Form zu zählen und sie vor Missbrauch und Angriffen zu schützen;",
      preferences: "uns Ihre gewählte Sprache und Ihre Cookie-Einstellungen zu merken;",
      legal: "die gesetzlichen Pflichten zu erfüllen, die für uns als Beherbergungsbetrieb gelten.",
    },
    legalBasis: {
      title: "Rechtsgrundlage",
      contract: "Vorvertragliche Maßnahmen und Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO): für Angebotsanfragen und Buchungen.",
      consent:
        "Einwilligung (Art. 6 Abs. 1 lit. a): für die Veröffentlichung von Bewertungen sowie für Analyse- und Marketing-Cookies. Sie können sie jederzeit widerrufen; die bis dahin erfolgte Verarbeitung bleibt davon unberührt.",
      interest:
        "Berechtigtes Interesse (Art. 6 Abs. 1 lit. f): für die Besuchsstatistik, die Sie nicht identifiziert, und für die Sicherheit der Website.",
      obligation:
        "Rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c): für steuerliche und melderechtliche Pflichten von Beherbergungsbetrieben.",
    },
    retention: {
      title: "Speicherdauer",
      contact:
        "Kontaktdaten (Angebotsanfragen und Bewertungen): höchstens {years} Jahre ab Erhebung oder bis zum Widerruf Ihrer Einwilligung, falls dieser früher erfolgt.",
      checkIn:
        "Check-in-Daten: Die Ausweisnummer wird gelöscht, sobald wir die Quittung der Meldung an die Polizei aufbewahren, spätestens {documentDays} Tage nach der Abreise; die übrigen Gästedaten bleiben höchstens {years} Jahre beim Aufenthalt und werden mit ihm gelöscht. Von jeder Meldung an die Polizei bewahren wir {receiptYears} Jahre lang, wie es das Gesetz verlangt, Datum, Zahl der Gäste und die Quittung des Portals Alloggiati Web auf, die die gemeldeten Gäste aufführt: Die Quittung ist wie die Ausweisdaten verschlüsselt, bleibt auch nach dem Löschen des Aufenthalts erhalten und wird nach Ablauf der {receiptYears} Jahre gelöscht.",
      reviews:
        "Veröffentlichte Bewertungen: bleiben online, bis Sie uns um Entfernung bitten; die zugehörige E-Mail-Adresse wird nach {years} Jahren gelöscht.",
      browsing: "Nutzungsdaten: höchstens {months} Monate.",
      preferences: "Im Browser gespeicherte Einstellungen: bis Sie sie löschen (das Sprach-Cookie läuft in jedem Fall nach 12 Monaten ab).",
      automatic:
        "Nach Ablauf der Fristen werden die Daten automatisch gelöscht. Daten, die wir gesetzlich länger aufbewahren müssen, etwa aus steuerlichen Gründen, bewahren wir nur so lange wie vorgeschrieben auf.",
    },
    sharing: {
      title: "Weitergabe von Daten",
      server:
        "Ihre Daten werden auf unserem eigenen Server in der Europäischen Union gespeichert und nicht außerhalb des Europäischen Wirtschaftsraums übermittelt.",
      noSale: "Wir verkaufen Ihre Daten nicht, geben sie nicht weiter und nutzen sie nicht für Werbung.",
      providers:
        "In unserem Auftrag dürfen sie nur unbedingt notwendige technische Dienstleister verarbeiten (zum Beispiel für E-Mail), die durch einen Auftragsverarbeitungsvertrag gebunden sind.",
      map: "Die interaktive OpenStreetMap-Karte auf der Kontaktseite wird nur geladen, wenn Sie sie anfordern oder optionalen Cookies zugestimmt haben; in diesem Fall erhält OpenStreetMap Ihre IP-Adresse.",
      authorities: "An Behörden geben wir Daten nur weiter, wenn das Gesetz es verlangt.",
    },
    rights: {
      title: "Ihre Rechte",
      intro: "Sie können jederzeit von uns verlangen:",
      access: "Auskunft darüber, welche Daten wir über Sie gespeichert haben, und eine Kopie davon (Auskunft);",
      rectification: "ihre Berichtigung oder Vervollständigung (Berichtigung);",
      erasure: "ihre Löschung, sofern wir sie nicht gesetzlich aufbewahren müssen (Löschung);",
      restriction: "die Einschränkung der Verarbeitung oder den Widerspruch gegen eine Verarbeitung auf Grundlage berechtigter Interessen;",
      portability: "ihre Herausgabe in einem maschinenlesbaren Format (Datenübertragbarkeit);",
      withdraw: "den Widerruf einer erteilten Einwilligung.",
      complaint:
        "Wir antworten innerhalb eines Monats. Wenn Sie der Meinung sind, dass Ihre Daten nicht korrekt verarbeitet werden, können Sie sich bei der italienischen Datenschutzbehörde, dem Garante per la protezione dei dati personali (garanteprivacy.it), oder bei der Aufsichtsbehörde Ihres Landes beschweren.",
    },
    cookies: {
      title: "Cookies und Speicher im Browser",
      intro:
        "Wir nutzen nur sehr wenige Techniken, die Informationen in Ihrem Browser speichern. Die notwendigen sind immer aktiv und erfordern keine Einwilligung:",
      language:
        "bb-language: die von Ihnen gewählte Sprache (Cookie und lokaler Speicher, 12 Monate), damit die Website Sie sofort in Ihrer Sprache empfängt.",
      consent:
        "cookie-consent: Ihre Cookie-Entscheidung mit Datum und Uhrzeit (lokaler Speicher), damit wir nicht auf jeder Seite erneut fragen.",
      visit:
        "visit_recorded: verhindert, dass derselbe Besuch doppelt gezählt wird (Sitzungsspeicher, wird beim Schließen des Tabs gelöscht).",
      admin: "Sitzungs-Cookies des geschützten Bereichs: nur für die Betreiber, die sich im Verwaltungsbereich anmelden.",
      optional:
        "Analyse- und Marketing-Cookies, auch von Drittanbietern, werden nur aktiviert, wenn Sie im Cookie-Banner zustimmen. Ohne Ihre Einwilligung wird kein solches Werkzeug geladen.",
      change:
        "Sie können Ihre Entscheidung jederzeit über den Link „Cookie-Einstellungen“ unten auf jeder Seite ändern oder die Website-Daten in Ihren Browsereinstellungen löschen.",
    },
    security: {
      title: "Sicherheit",
      p1: "Die Website nutzt eine verschlüsselte Verbindung (HTTPS). Der Verwaltungsbereich ist durch ausschließlich als Hash gespeicherte Passwörter, sichere Sitzungen und eine Begrenzung der Anmeldeversuche geschützt.",
      p2: "Aus veröffentlichten Fotos entfernen wir Metadaten wie den GPS-Standort. Keine Maßnahme ist unfehlbar, aber wir setzen alles daran, Ihre Daten zu schützen, und informieren Sie und die Aufsichtsbehörde im Fall einer Datenpanne wie gesetzlich vorgeschrieben.",
    },
    contacts: {
      title: "Kontakt",
      p1: "Bei Fragen zu dieser Erklärung oder um Ihre Rechte auszuüben, schreiben Sie uns oder rufen Sie uns an:",
      email: "E-Mail",
      phone: "Telefon",
      address: "Adresse",
    },
    changes: {
      title: "Änderungen dieser Erklärung",
      p1: "Wir können diese Erklärung aktualisieren, wenn sich die Website, unsere Leistungen oder die Rechtslage ändern. Das Datum der letzten Aktualisierung steht oben auf der Seite; auf wesentliche Änderungen weisen wir auf der Website deutlich hin.",
    },
    terms: {
      title: "Allgemeine Geschäftsbedingungen",
      intro: "Ein paar klare Regeln für einen entspannten Aufenthalt.",
      booking: {
        title: "Angebot und Buchung",
        text: "Eine über die Website gesendete Angebotsanfrage ist weder für Sie noch für uns verbindlich. Die Buchung gilt erst als bestätigt, wenn wir Ihnen Zimmer, Daten und Preis schriftlich bestätigen.",
      },
      stay: {
        title: "An- und Abreise",
        text: "Check-in von {checkInFrom} bis {checkInTo} Uhr, Check-out von {checkOutFrom} bis {checkOutTo} Uhr. Andere Zeiten sprechen Sie bitte vorher mit uns ab. Bei der Ankunft benötigen wir, wie in Italien gesetzlich vorgeschrieben, einen Ausweis für jeden Gast.",
      },
      cancellation: {
        title: "Stornierung",
        text: "Stornobedingungen und eine eventuelle Anzahlung werden bei der Buchungsbestätigung vereinbart. Wenn Sie stornieren oder Ihre Reisedaten ändern müssen, sagen Sie uns bitte so früh wie möglich Bescheid.",
      },
      rules: {
        title: "Hausordnung",
        text: "In den Zimmern wird nicht geraucht, abends und nachts nehmen wir Rücksicht auf die Ruhe der anderen Gäste, und übernachten dürfen nur die in der Buchung genannten Personen. Behandeln Sie das Haus wie Ihr eigenes – wir behandeln Sie wie Familie.",
      },
    },
  },
  es: {
    meta: {
      title: "Privacidad y cookies",
      description:
        "Cómo {name} trata los datos personales de quienes visitan la web y piden un presupuesto: qué datos, para qué, durante cuánto tiempo, tus derechos y las cookies.",
    },
    eyebrow: "Privacidad y cookies",
    title: "Política de privacidad",
    subtitle: "Cómo tratamos tus datos, explicado de forma sencilla.",
    lastUpdated: "Última actualización: {date}",
    toc: "En esta página",
    general: {
      title: "Información general",
      p1: "Esta política explica cómo tratamos los datos personales de quienes visitan la web y de quienes se ponen en contacto con nosotros, conforme al Reglamento (UE) 2016/679 (RGPD) y a la normativa italiana de protección de datos.",
      p2: "El responsable del tratamiento es {name}, {address}. Encontrarás nuestros datos de contacto para cualquier solicitud en el apartado «Contacto» de esta página.",
      p3: "Somos un pequeño alojamiento familiar: solo recogemos los datos que necesitamos, nunca los vendemos y no los usamos para nada distinto de lo que se describe aquí.",
    },
    data: {
      title: "Datos que recogemos",
      intro: "Según cómo uses la web, tratamos los siguientes datos:",
      quotes:
        "Solicitudes de presupuesto: nombre, apellidos, e-mail, teléfono (opcional), fechas de llegada y salida, número de huéspedes, habitación preferida, servicios adicionales y las peticiones especiales que escribas.",
      checkIn:
        "Check-in online (datos exigidos por la ley): de cada huésped apellidos, nombre, sexo, fecha, lugar y país de nacimiento, nacionalidad, país y municipio de residencia; de quien reserva (o de cada uno, si viajáis como huéspedes individuales) también el tipo, número y lugar de expedición del documento de identidad; para un nombre en otro alfabeto, su grafía en letras latinas como en el pasaporte. Los pedimos porque la ley italiana (art. 109 de la ley de seguridad pública, TULPS) nos obliga a comunicarlos a la Policía del Estado a través del portal Alloggiati Web en las 24 horas siguientes a la llegada (6 para una estancia más corta), tras identificaros con el documento a vuestra llegada, en persona o por videollamada; la edad y la residencia sirven también para calcular la tasa turística del municipio, y la procedencia entra de forma anónima y agregada en las estadísticas de turismo del ISTAT. No guardamos copias ni fotos de los documentos. La fecha de nacimiento y el número del documento se cifran en la base de datos con una clave guardada en otro lugar, y solo nosotros podemos leerlos.",
      reviews:
        "Reseñas: nombre, e-mail, valoración, título y texto. Tras nuestra aprobación publicamos el nombre, la valoración, el título y el texto; el e-mail nunca se publica.",
      browsing:
        "Datos de navegación: para contar las visitas registramos la fecha y la hora, el tipo de navegador y un identificador de sesión aleatorio. La dirección IP nunca se guarda tal cual: solo conservamos una huella (HMAC-SHA-256) calculada con una clave secreta que no está en la base de datos y cambia cada día. No permite recuperar la dirección ni relacionar visitas de días distintos; se borra con la visita a los {months} meses.",
      preferences:
        "Preferencias: el idioma que eliges y tu decisión sobre las cookies, guardados en tu navegador (ver el apartado «Cookies»).",
      note: "Te pedimos que no incluyas en tus mensajes datos innecesarios. Si nos comunicas alergias o intolerancias alimentarias, las usamos únicamente para prepararte el desayuno.",
    },
    purposes: {
      title: "Finalidades del tratamiento",
      intro: "Usamos los datos exclusivamente para:",
      booking: "responder a las solicitudes de presupuesto y organizar la reserva y la estancia;",
      reviews: "publicar las reseñas aprobadas y, si hace falta, contactar con su autor para verificarlas;",
      statistics: "contar las visitas a la web de forma agregada y protegerla frente a abusos y ataques;",
      preferences: "recordar el idioma y las preferencias de cookies que has elegido;",
      legal: "cumplir las obligaciones legales que nos corresponden como alojamiento turístico.",
    },
    legalBasis: {
      title: "Base jurídica",
      contract:
        "Medidas precontractuales y ejecución de un contrato (art. 6.1.b RGPD): para las solicitudes de presupuesto y las reservas.",
      consent:
        "Consentimiento (art. 6.1.a): para publicar las reseñas y para las cookies de análisis y de marketing. Puedes retirarlo cuando quieras, sin que ello afecte al tratamiento ya realizado.",
      interest: "Interés legítimo (art. 6.1.f): para las estadísticas de visitas, que no te identifican, y para la seguridad de la web.",
      obligation: "Obligación legal (art. 6.1.c): para las obligaciones fiscales y de seguridad pública que afectan a los alojamientos.",
    },
    retention: {
      title: "Conservación de los datos",
      contact:
        "Datos de contacto (solicitudes de presupuesto y reseñas): como máximo {years} años desde su recogida, o hasta que retires tu consentimiento, si ocurre antes.",
      checkIn:
        "Datos del check-in: el número del documento se borra en cuanto conservamos el recibo de la comunicación a la policía, como muy tarde {documentDays} días después de la salida; los demás datos de los huéspedes permanecen con la estancia como máximo {years} años y se borran con ella. De cada comunicación a la policía conservamos durante {receiptYears} años, como exige la ley, la fecha, el número de huéspedes y el recibo del portal Alloggiati Web, que enumera a los huéspedes comunicados: el recibo está cifrado como los documentos, permanece aunque se borre la estancia y se borra al cumplirse los {receiptYears} años.",
      reviews:
        "Reseñas publicadas: siguen en línea hasta que nos pidas retirarlas; el e-mail asociado se borra al cumplirse los {years} años.",
      browsing: "Datos de navegación: como máximo {months} meses.",
      preferences:
        "Preferencias guardadas en el navegador: hasta que las borres (la cookie del idioma caduca en cualquier caso a los 12 meses).",
      automatic:
        "Los datos se borran automáticamente al vencer el plazo. Lo que la ley nos obliga a conservar durante más tiempo, por ejemplo por motivos fiscales, se guarda solo el tiempo exigido.",
    },
    sharing: {
      title: "Comunicación de los datos",
      server:
        "Tus datos se guardan en un servidor propio situado en la Unión Europea y no se transfieren fuera del Espacio Económico Europeo.",
      noSale: "No vendemos ni cedemos tus datos a nadie y no los usamos con fines publicitarios.",
      providers:
        "Solo pueden tratarlos por cuenta nuestra los proveedores técnicos estrictamente necesarios (por ejemplo, para el correo electrónico), vinculados por un contrato de encargo del tratamiento.",
      map: "El mapa interactivo de OpenStreetMap de la página de Contacto solo se carga si lo pides o si has aceptado las cookies opcionales; en ese caso, OpenStreetMap recibe tu dirección IP.",
      authorities: "Solo comunicamos datos a las autoridades cuando la ley lo exige.",
    },
    rights: {
      title: "Tus derechos",
      intro: "En cualquier momento puedes pedirnos:",
      access: "saber qué datos tenemos sobre ti y recibir una copia (acceso);",
      rectification: "corregirlos o completarlos (rectificación);",
      erasure: "borrarlos (supresión), salvo que la ley nos obligue a conservarlos;",
      restriction: "limitar su tratamiento u oponerte al tratamiento basado en el interés legítimo;",
      portability: "recibirlos en un formato legible por máquina (portabilidad);",
      withdraw: "retirar el consentimiento que nos hayas dado.",
      complaint:
        "Respondemos en el plazo de un mes. Si crees que tus datos no se tratan correctamente, puedes presentar una reclamación ante la autoridad italiana de protección de datos, el Garante per la protezione dei dati personali (garanteprivacy.it), o ante la autoridad de tu país.",
    },
    cookies: {
      title: "Cookies y almacenamiento del navegador",
      intro:
        "Usamos muy pocas herramientas que guardan información en tu navegador. Las necesarias están siempre activas y no requieren consentimiento:",
      language:
        "bb-language: el idioma que has elegido (cookie y almacenamiento local, 12 meses), para que la web te responda directamente en tu idioma.",
      consent:
        "cookie-consent: tu decisión sobre las cookies, con fecha y hora (almacenamiento local), para no volver a preguntarte en cada página.",
      visit: "visit_recorded: evita contar dos veces la misma visita (almacenamiento de sesión, se borra al cerrar la pestaña).",
      admin: "Cookies de sesión del área reservada: solo para los gestores que acceden al panel de administración.",
      optional:
        "Las cookies de análisis y de marketing, incluidas las de servicios de terceros, solo se activan si las aceptas en el aviso de cookies. Sin tu consentimiento no se carga ninguna herramienta de este tipo.",
      change:
        "Puedes cambiar de opinión cuando quieras con el enlace «Preferencias de cookies» al pie de cada página, o borrando los datos de la web en los ajustes de tu navegador.",
    },
    security: {
      title: "Seguridad",
      p1: "La web utiliza una conexión cifrada (HTTPS). El área de gestión está protegida por contraseñas guardadas solo en forma cifrada, por sesiones seguras y por un límite de intentos de acceso.",
      p2: "De las fotos que publicamos eliminamos los metadatos, como la ubicación GPS. Ninguna medida es infalible, pero nos comprometemos a proteger tus datos y, en caso de brecha, a informarte a ti y a la autoridad en los plazos que marca la ley.",
    },
    contacts: {
      title: "Contacto",
      p1: "Si tienes preguntas sobre esta política o quieres ejercer tus derechos, escríbenos o llámanos:",
      email: "E-mail",
      phone: "Teléfono",
      address: "Dirección",
    },
    changes: {
      title: "Cambios en esta política",
      p1: "Podemos actualizar esta política si cambian la web, nuestros servicios o la normativa. La fecha de la última actualización figura al principio de la página; si los cambios son importantes, lo indicaremos de forma bien visible en la web.",
    },
    terms: {
      title: "Términos y condiciones",
      intro: "Unas pocas reglas claras para una estancia tranquila.",
      booking: {
        title: "Presupuesto y reserva",
        text: "La solicitud de presupuesto enviada desde la web no es vinculante ni para ti ni para nosotros. La reserva solo queda confirmada cuando te respondemos por escrito confirmando la habitación, las fechas y el precio.",
      },
      stay: {
        title: "Llegada y salida",
        text: "Check-in de {checkInFrom} a {checkInTo}, check-out de {checkOutFrom} a {checkOutTo}. Si necesitas otros horarios, acuérdalos antes con nosotros. A la llegada pedimos un documento de identidad de cada huésped, como exige la ley italiana.",
      },
      cancellation: {
        title: "Cancelación",
        text: "Las condiciones de cancelación y el posible depósito se acuerdan al confirmar la reserva. Si necesitas cancelar o cambiar las fechas, avísanos lo antes posible.",
      },
      rules: {
        title: "Normas de la casa",
        text: "No se fuma en las habitaciones, por la noche se respeta el descanso de los demás huéspedes y solo pueden pernoctar las personas indicadas en la reserva. Trata la casa como si fuera tuya: nosotros te trataremos como a uno más de la familia.",
      },
    },
  },
});
