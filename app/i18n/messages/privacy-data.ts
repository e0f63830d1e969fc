import { defineMessages } from "../define";

/**
 * The policy's account of the data (privacy.ts composes it into the namespace): which, for what,
 * on what basis, for how long and with whom. It describes what the code does: change both together.
 */
export const privacyData = defineMessages({
  it: {
    data: {
      title: "Dati che raccogliamo",
      intro: "A seconda di come usi il sito, trattiamo queste categorie di dati:",
      quotes:
        "Richieste di preventivo: nome, cognome, e-mail, telefono (facoltativo), date di arrivo e partenza, numero di ospiti, camera preferita, servizi aggiuntivi e le richieste particolari che scrivi.",
      checkIn:
        "Check-in online (dati richiesti dalla legge): per ogni ospite cognome, nome, sesso, data, luogo e stato di nascita, cittadinanza, stato e comune di residenza; per chi prenota (o per ciascuno, se viaggiate come ospiti singoli) anche tipo, numero e luogo di rilascio del documento d'identità; per un nome in un altro alfabeto, la sua grafia in lettere latine come nel passaporto. Li chiediamo perché la legge (art. 109 del Testo unico delle leggi di pubblica sicurezza) ci obbliga a comunicarli alla Polizia di Stato tramite il portale Alloggiati Web entro 24 ore dall'arrivo (6 per un soggiorno più breve), dopo avervi identificati con il documento al vostro arrivo, di persona o in videochiamata; l'età e la residenza servono anche a calcolare l'imposta di soggiorno del Comune, e per le statistiche ISTAT sul turismo trasmettiamo alla Regione, senza nomi né documenti, sesso, data e luogo di nascita, cittadinanza, residenza e date del soggiorno di ciascun ospite. Vi chiediamo anche il motivo del viaggio e il mezzo di trasporto, se scegliete di dirli (per le statistiche sul turismo della Regione, in forma anonima). Non conserviamo copie né foto dei documenti. Data di nascita e numero del documento sono cifrati nel database con una chiave custodita altrove, e solo noi possiamo leggerli.",
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
      backups:
        "Copie di sicurezza (backup): ogni notte salviamo una copia cifrata dei dati, che si apre solo con una chiave custodita a parte, e la conserviamo al massimo {backupDays} giorni; ciò che cancelliamo, compreso il numero del documento, sparisce così anche dalle copie entro {backupDays} giorni dalla cancellazione.",
      audit:
        "Registro degli accessi al pannello di gestione: chi vi entra (o ci prova) e che cosa vi legge o modifica, con un'impronta dell'indirizzo IP come per le visite, per {auditMonths} mesi; poi si cancella da solo.",
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
  },
  en: {
    data: {
      title: "Data we collect",
      intro: "Depending on how you use the site, we process the following data:",
      quotes:
        "Quote requests: first and last name, e-mail, phone (optional), arrival and departure dates, number of guests, preferred room, extra services and any special requests you write.",
      checkIn:
        "Online check-in (data required by law): for each guest surname, given name, sex, date, place and country of birth, citizenship, country and municipality of residence; for the person booking (or for each of you, if you travel as individuals) also the type, number and place of issue of the identity document; for a name in another alphabet, its spelling in Latin letters as in the passport. We ask for them because Italian law (art. 109 of the public-security act, TULPS) requires us to report them to the State Police through the Alloggiati Web portal within 24 hours of arrival (6 for a shorter stay), after identifying you with your document when you arrive, in person or by video call; age and residence are also used to work out the municipality's tourist tax, and for the ISTAT tourism statistics we send the region, without names or documents, each guest's sex, date and place of birth, citizenship, residence and dates of stay. We also ask for the reason for the trip and the means of transport, if you choose to say them (for the region's tourism statistics, anonymous). We keep no copies or photos of documents. Birth dates and document numbers are encrypted in the database with a key kept elsewhere, and only we can read them.",
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
      backups:
        "Backups: every night we save an encrypted copy of the data, which opens only with a key kept apart, and keep it for at most {backupDays} days; whatever we delete, the document number included, is thus gone from the copies too within {backupDays} days of its deletion.",
      audit:
        "Log of the management panel: who signs in (or tries to) and what they read or change there, with a fingerprint of the IP address as for visits, for {auditMonths} months; then it is deleted automatically.",
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
  },
  de: {
    data: {
      title: "Welche Daten wir erheben",
      intro: "Je nachdem, wie Sie die Website nutzen, verarbeiten wir folgende Daten:",
      quotes:
        "Angebotsanfragen: Vor- und Nachname, E-Mail, Telefon (freiwillig), An- und Abreisedatum, Anzahl der Gäste, Wunschzimmer, Zusatzleistungen und Ihre besonderen Wünsche.",
      checkIn:
        "Online-Check-in (gesetzlich vorgeschriebene Angaben): für jeden Gast Nachname, Vorname, Geschlecht, Geburtsdatum, -ort und -land, Staatsangehörigkeit, Wohnsitzland und -gemeinde; für die buchende Person (oder für jeden Gast, wenn Sie als Einzelpersonen reisen) außerdem Art, Nummer und Ausstellungsort des Ausweises; für einen Namen in einem anderen Alphabet seine Schreibweise in lateinischen Buchstaben wie im Reisepass. Wir fragen danach, weil das italienische Gesetz (Art. 109 des Gesetzes über die öffentliche Sicherheit, TULPS) uns verpflichtet, sie innerhalb von 24 Stunden nach der Ankunft (6 bei einem kürzeren Aufenthalt) über das Portal Alloggiati Web der Staatspolizei zu melden, nachdem wir Sie bei Ihrer Ankunft mit dem Ausweis identifiziert haben, persönlich oder per Videoanruf; Alter und Wohnsitz dienen auch zur Berechnung der Kurtaxe der Gemeinde, und für die ISTAT-Tourismusstatistik übermitteln wir der Region, ohne Namen und Ausweise, Geschlecht, Geburtsdatum und -ort, Staatsangehörigkeit, Wohnsitz und Aufenthaltsdaten jedes Gastes. Außerdem fragen wir nach dem Reisegrund und dem Verkehrsmittel, wenn Sie sie angeben möchten (für die Tourismusstatistik der Region, anonym). Wir bewahren keine Kopien oder Fotos von Ausweisen auf. Geburtsdatum und Ausweisnummer werden in der Datenbank mit einem anderswo aufbewahrten Schlüssel verschlüsselt, und nur wir können sie lesen.",
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
      backups:
        "Sicherungskopien (Backups): Jede Nacht speichern wir eine verschlüsselte Kopie der Daten, die sich nur mit einem getrennt aufbewahrten Schlüssel öffnen lässt, und bewahren sie höchstens {backupDays} Tage auf; was wir löschen, einschließlich der Ausweisnummer, verschwindet so auch aus den Kopien spätestens {backupDays} Tage nach der Löschung.",
      audit:
        "Protokoll des Verwaltungsbereichs: wer sich anmeldet (oder es versucht) und was dort gelesen oder geändert wird, mit einem Fingerabdruck der IP-Adresse wie bei den Besuchen, für {auditMonths} Monate; danach wird es automatisch gelöscht.",
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
  },
  es: {
    data: {
      title: "Datos que recogemos",
      intro: "Según cómo uses la web, tratamos los siguientes datos:",
      quotes:
        "Solicitudes de presupuesto: nombre, apellidos, e-mail, teléfono (opcional), fechas de llegada y salida, número de huéspedes, habitación preferida, servicios adicionales y las peticiones especiales que escribas.",
      checkIn:
        "Check-in online (datos exigidos por la ley): de cada huésped apellidos, nombre, sexo, fecha, lugar y país de nacimiento, nacionalidad, país y municipio de residencia; de quien reserva (o de cada uno, si viajáis como huéspedes individuales) también el tipo, número y lugar de expedición del documento de identidad; para un nombre en otro alfabeto, su grafía en letras latinas como en el pasaporte. Los pedimos porque la ley italiana (art. 109 de la ley de seguridad pública, TULPS) nos obliga a comunicarlos a la Policía del Estado a través del portal Alloggiati Web en las 24 horas siguientes a la llegada (6 para una estancia más corta), tras identificaros con el documento a vuestra llegada, en persona o por videollamada; la edad y la residencia sirven también para calcular la tasa turística del municipio, y para las estadísticas de turismo del ISTAT enviamos a la región, sin nombres ni documentos, el sexo, la fecha y el lugar de nacimiento, la nacionalidad, la residencia y las fechas de estancia de cada huésped. También os preguntamos el motivo del viaje y el medio de transporte, si decidís indicarlos (para las estadísticas de turismo de la región, de forma anónima). No guardamos copias ni fotos de los documentos. La fecha de nacimiento y el número del documento se cifran en la base de datos con una clave guardada en otro lugar, y solo nosotros podemos leerlos.",
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
      backups:
        "Copias de seguridad: cada noche guardamos una copia cifrada de los datos, que solo se abre con una clave guardada aparte, y la conservamos como máximo {backupDays} días; lo que borramos, incluido el número del documento, desaparece así también de las copias en un plazo de {backupDays} días desde su borrado.",
      audit:
        "Registro del panel de gestión: quién entra (o lo intenta) y qué lee o modifica en él, con una huella de la dirección IP como en las visitas, durante {auditMonths} meses; después se borra automáticamente.",
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
  },
});
