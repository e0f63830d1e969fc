import { defineMessages } from "../define";
import { privacyData } from "./privacy-data";
import { privacyTerms } from "./privacy-terms";

/**
 * The privacy policy and the short terms that follow it. It describes what the
 * code does: hashed IPs, automatic deletion after RETENTION, consent-gated extras. Change
 * both together. Business details and periods are placeholders filled from constants.
 * Its account of the data (privacy-data.ts) and the terms (privacy-terms.ts) are kept apart
 * for their length and spread in here, each language beside its own: the keys stay privacy.*.
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
    ...privacyData.it,
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
    ...privacyTerms.it,
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
    ...privacyData.en,
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
    ...privacyTerms.en,
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
    ...privacyData.de,
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
    ...privacyTerms.de,
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
    ...privacyData.es,
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
    ...privacyTerms.es,
  },
});
