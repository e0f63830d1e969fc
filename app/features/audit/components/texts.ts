import { T as PANEL } from "~/components/admin/texts";
import { SETTING_KEYS } from "~/lib/constants";

import type { AuditAction } from "../audit-actions";

/** Each action as the owner reads it in the filter and the list. */
const ACTIONS: Record<AuditAction, string> = {
  "auth.sign-in": "Accesso al pannello",
  "auth.sign-in-failed": "Accesso non riuscito",
  "auth.second-factor-failed": "Secondo fattore sbagliato",
  "auth.sign-out": "Uscita dal pannello",
  "auth.password-changed": "Password cambiata",
  "auth.totp-enabled": "App di autenticazione attivata",
  "auth.totp-disabled": "App di autenticazione disattivata",
  "auth.policy-changed": "Regola del secondo fattore cambiata",
  "auth.passkey-added": "Passkey aggiunta",
  "auth.passkey-removed": "Passkey rimossa",
  "account.invited": "Persona invitata",
  "account.accepted": "Invito accettato",
  "account.role-changed": "Ruolo cambiato",
  "account.disabled": "Account disattivato",
  "account.enabled": "Account riattivato",
  "account.deleted": "Account eliminato",
  "guests.viewed": "Dati degli ospiti visti",
  "guests.updated": "Dati degli ospiti modificati",
  "police-file.downloaded": "File della Questura scaricato",
  "police-receipt.downloaded": "Ricevuta della Questura scaricata",
  "report.downloaded": "Report scaricato",
  "backup.downloaded": "Backup scaricato",
  "backup.key-acknowledged": "Chiave dei backup segnata su carta",
  "settings.updated": "Impostazioni modificate",
  "business.updated": "Dati della struttura modificati",
  "credentials.police-updated": "Credenziali della Questura modificate",
  "credentials.region-updated": "Credenziali ISTAT della Regione modificate",
};

const SETTINGS: Record<string, string> = {
  [SETTING_KEYS.showReviewsSection]: "Sezione recensioni sul sito",
  [SETTING_KEYS.prearrivalMail]: "E-mail prima dell'arrivo",
  [SETTING_KEYS.poststayMail]: "E-mail dopo la partenza",
};

/** The targets written as plain words (app/features/*.api.ts's `audit` declarations). */
const NAMED_TARGETS: Record<string, string> = {
  seasons: "Stagioni e soggiorno minimo",
  "tourist tax rules": "Regole dell'imposta di soggiorno",
  "super-admin settings": "Impostazioni del super-admin",
  "business details": "Dati della struttura",
  "business details, bank details": "Dati della struttura e coordinate bancarie",
  "police portal account": "Account del portale Alloggiati Web",
  "region ISTAT account": "Account ISTAT della Regione",
  // How a sign-in was made (the auth feature's targets).
  "every device": "Su tutti i dispositivi",
  "backup key": "Chiave dei backup",
  password: "Con la password",
  passkey: "Con una passkey",
  "password + totp": "Con password e codice dell'app",
  "password + recovery code": "Con password e codice di recupero",
};

const day = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split("-").reverse().join("/") : iso);

/** The owner's panel, in the "Registro accessi" section: the shared words, then its own. */
export const T = {
  ...PANEL,

  audit: {
    intro:
      "Chi ha fatto cosa e quando: gli accessi (anche quelli non riusciti), chi ha visto i dati degli ospiti, chi ha scaricato file della Questura, ricevute, report o backup, e chi ha cambiato account, impostazioni, coordinate bancarie o credenziali. Le righe restano un anno, poi si cancellano da sole; nessuno può modificarle.",
    filters: "Filtra il registro",
    from: "Dal giorno",
    to: "Al giorno",
    actor: "Persona",
    actorHint: "Il nome utente, esattamente come appare nel registro",
    action: "Azione",
    anyAction: "Tutte le azioni",
    apply: "Filtra",
    reset: "Azzera i filtri",
    listTitle: "Righe del registro",
    empty: "Nessuna riga con questi filtri.",
    emptyAll: "Il registro è ancora vuoto.",
    at: "Quando",
    who: "Chi",
    what: "Cosa",
    target: "Su cosa",
    address: "Indirizzo (impronta)",
    addressHint: "L'indirizzo di rete non è conservato: solo un'impronta che lo distingue da altri nello stesso giorno.",
    older: "Righe più vecchie",
    newest: "Torna alle più recenti",
    pager: "Pagine del registro",
    actions: ACTIONS,
    actionText: (action: string) => (ACTIONS as Record<string, string>)[action] ?? action,
    groups: { access: "Accessi e account", data: "Dati, file e impostazioni" },
  },
};

/** A target as the owner reads it, with the stay's page to open when it names one. */
export function targetText(target: string): { text: string; stayId?: number } {
  const named = NAMED_TARGETS[target];
  if (named) return { text: named };
  let m: RegExpExecArray | null;
  if ((m = /^stay (\d{1,9})$/.exec(target))) return { text: `Soggiorno n. ${m[1]}`, stayId: Number(m[1]) };
  if ((m = /^police file (.+)$/.exec(target))) return { text: `File Alloggiati del ${day(m[1]!)}` };
  if ((m = /^police receipt (.+)$/.exec(target))) return { text: `Ricevuta Alloggiati del ${day(m[1]!)}` };
  if ((m = /^tourist tax year (\d{4})$/.exec(target))) return { text: `Imposta di soggiorno, anno ${m[1]}` };
  if ((m = /^tourist tax (\S+)\/(\S+)$/.exec(target))) return { text: `Imposta di soggiorno dal ${day(m[1]!)} al ${day(m[2]!)}` };
  if ((m = /^ISTAT month (\d{4})-(\d{2})$/.exec(target))) return { text: `ISTAT, mese ${m[2]}/${m[1]}` };
  if ((m = /^ISTAT movements (\S+)\/(\S+)$/.exec(target))) return { text: `Movimenti ISTAT dal ${day(m[1]!)} al ${day(m[2]!)}` };
  if ((m = /^backup (.+)$/.exec(target))) return { text: `Backup ${m[1]}` };
  if ((m = /^(\w+) = (true|false)$/.exec(target)) && SETTINGS[m[1]!]) {
    return { text: `${SETTINGS[m[1]!]}: ${m[2] === "true" ? "attivata" : "disattivata"}` };
  }
  return { text: target };
}
