import { T as PANEL } from "~/components/admin/texts";

/** The owner's panel, in this feature's sections: the shared words, then its own. */
export const T = {
  ...PANEL,

  reviews: {
    verified: "Soggiorno verificato",
    pending: "In attesa di approvazione",
    published: "Pubblicate",
    pendingEmpty: "Nessuna recensione in attesa.",
    publishedEmpty: "Nessuna recensione pubblicata.",
    approve: "Approva",
    reject: "Rifiuta",
    delete: "Elimina",
    stars: (n: number) => (n === 1 ? "1 stella su 5" : `${n} stelle su 5`),
    by: "di",
    email: "E-mail",
    approved: "Recensione approvata",
    approvedDescription: "Ora è visibile sul sito.",
    deleted: "Recensione eliminata",
    approveError: "Errore nell'approvazione della recensione",
    deleteError: "Errore nell'eliminazione della recensione",
    confirmRejectTitle: "Rifiutare questa recensione?",
    confirmRejectText: "La recensione non sarà pubblicata e verrà cancellata definitivamente.",
    confirmDeleteTitle: "Eliminare questa recensione?",
    confirmDeleteText: "La recensione sparirà dal sito e verrà cancellata definitivamente.",
  },
} as const;
