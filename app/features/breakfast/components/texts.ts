import { T as PANEL } from "~/components/admin/texts";

/** The owner's panel, in this feature's sections: the shared words, then its own. */
export const T = {
  ...PANEL,

  breakfast: {
    uploadTitle: "Aggiungi una foto",
    file: "Foto",
    chooseFile: "Scegli foto",
    noFile: "Nessuna foto selezionata",
    description: "Descrizione",
    optional: "(facoltativa)",
    descriptionPlaceholder: "Ad esempio: torte fatte in casa",
    upload: "Carica foto",
    uploading: (percent: number) => `Caricamento: ${percent}%`,
    processing: "Elaborazione della foto…",
    selectFirst: "Seleziona prima una foto",
    uploaded: "Foto caricata con successo!",
    uploadError: "Errore durante il caricamento della foto",
    gridTitle: "Foto caricate",
    count: (n: number) => (n === 1 ? "1 foto" : `${n} foto`),
    hint: "Le foto caricate compaiono nella pagina Colazione del sito, insieme alle foto già presenti.",
    empty: "Non hai ancora caricato foto della colazione.",
    delete: "Elimina foto",
    deleteNamed: (name: string) => `Elimina foto ${name}`,
    confirmTitle: "Eliminare questa foto?",
    confirmText: "La foto sarà tolta dalla pagina Colazione e cancellata definitivamente.",
    confirm: "Elimina",
    deleted: "Foto eliminata con successo!",
    deleteError: "Errore durante l'eliminazione della foto",
    alt: (description: string | null) => description ?? "Foto della colazione",
  },
} as const;
