import { defineMessages } from "../define";

/** The errors of the audit trail's list (GET /api/audit); errors.* like the rest (errors.ts composes them). */
export const auditErrors = defineMessages({
  it: {
    auditAction: "Azione sconosciuta: scegline una dall'elenco del registro",
    auditCursor: "Il segnalibro della pagina non è valido: riparti dalla prima pagina",
  },
  en: {
    auditAction: "Unknown action: choose one from the audit trail's list",
    auditCursor: "The page's bookmark is not valid: start again from the first page",
  },
  de: {
    auditAction: "Unbekannte Aktion: Wählen Sie eine aus der Liste des Protokolls",
    auditCursor: "Das Lesezeichen der Seite ist ungültig: Beginnen Sie wieder mit der ersten Seite",
  },
  es: {
    auditAction: "Acción desconocida: elige una de la lista del registro",
    auditCursor: "El marcador de la página no es válido: vuelve a empezar desde la primera página",
  },
});
