import { PANEL_COMMON } from "~/components/panel/texts";

/**
 * The invitation's page (/admin/invito/{token}), in Italian as the panel: its own words only, so
 * the page loads none of the panel's sections' texts.
 */
export const T = {
  common: PANEL_COMMON,

  accept: {
    metaTitle: "Scegli la tua password",
    title: "Scegli la tua password",
    intro: (name: string, business: string) => `Ciao ${name}, scegli la password con cui entrerai nel pannello di ${business}.`,
    username: "Il tuo nome utente",
    password: "Nuova password",
    passwordHint: "Almeno 12 caratteri. Usa una frase che ricordi, o un gestore di password.",
    confirm: "Ripeti la password",
    mismatch: "Le due password non coincidono",
    submit: "Salva la password",
    saving: "Salvataggio…",
    error: "Password non salvata",
    doneTitle: "Password salvata",
    done: "Ora entra nel pannello con il tuo indirizzo e-mail come nome utente e la password che hai scelto.",
    signIn: "Vai al pannello",
    invalidTitle: "Invito non valido",
    invalid: "Questo link non è più valido: è scaduto (vale 72 ore) o è già stato usato. Chiedi al titolare di mandarti un nuovo invito.",
    showPassword: "Mostra la password",
    hidePassword: "Nascondi la password",
  },
} as const;
