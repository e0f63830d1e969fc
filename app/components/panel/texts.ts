/**
 * The panels' texts convention. /admin and /super-admin are Italian only,
 * so their words are plain literals, not entries of the site's four-language dictionaries:
 * each panel has one `T` object in its own texts.ts, `as const`, grouped by screen, with
 * functions for texts that take values. `T.common` holds the words used across a panel's screens,
 * starting with these, which both panels say.
 */
export const PANEL_COMMON = {
  errorTitle: "Errore",
  saving: "Salvataggio…",
  unsaved: "Modifiche non salvate",
  tabsLabel: "Sezioni del pannello",
  loggedOut: "Sei uscito dal pannello",
  backToSite: "Torna al sito",
} as const;
