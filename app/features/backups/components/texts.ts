import { T as PANEL } from "~/components/admin/texts";

/** The owner's panel, in the Backup section: the shared words, then its own. */
export const T = {
  ...PANEL,

  backups: {
    intro: (hour: number | null) =>
      hour === null
        ? "Il sito non fa backup automatici (BACKUP_HOUR=off): puoi farne uno quando vuoi con il pulsante qui sotto."
        : `Ogni notte alle ${String(hour).padStart(2, "0")}:00 il sito salva una copia di tutti i dati: richieste, recensioni, camere, prezzi e foto.`,
    stale: "Attenzione: da più di 36 ore non c'è un backup riuscito.",
    staleWhat:
      "Premi «Esegui backup ora». Se non riesce, avvisa chi gestisce il server: senza backup, un guasto del disco farebbe perdere i dati.",
    lastGood: "Ultimo backup riuscito",
    none: "Nessun backup ancora.",
    size: "Dimensione",
    lastFailure: "Ultimo tentativo non riuscito",
    running: "Un backup è in corso.",
    copyTitle: "Copia fuori dal server",
    copyNotConfigured:
      "Non è impostata (BACKUP_COMMAND): i backup restano sullo stesso disco del sito. Chiedi a chi gestisce il server di impostarla.",
    copyNever: "Impostata, ma non ancora eseguita.",
    copyOk: "Riuscita",
    copyFailed: (code: number) => `Non riuscita (codice ${code})`,
    copyOutput: "Messaggi della copia",
    databaseNone:
      "Il database è su un server PostgreSQL e qui manca pg_dump: i backup del database li fa il server del database. Qui vengono salvate le foto e le chiavi.",
    keysFromEnvironment:
      "Le chiavi del sito sono impostate nell'ambiente del server (IP_HASH_KEY), non nei backup: conservale anche altrove.",
    makeNow: "Esegui backup ora",
    making: "Backup in corso…",
    made: "Backup eseguito",
    madeDescription: (size: string) => `Il backup è stato salvato e controllato (${size}).`,
    makeError: "Il backup non è riuscito",
    download: "Scarica backup",
    downloadHint: "Scarica l'ultimo backup riuscito sul tuo computer: è un file unico con tutti i dati, cifrato con la chiave dei backup.",
  },

  backupKey: {
    title: "Chiave dei backup",
    writeTitle: "Scrivi su carta la chiave dei backup",
    writeWhy:
      "Ogni backup è cifrato con questa chiave: senza di essa nessuno può aprirlo, nemmeno chi ti aiuta a rimettere in piedi il sito dopo un guasto. Il sito non la mette mai nei backup.",
    writeHow:
      "Copiala ora a mano su un foglio, lettera per lettera, e conserva il foglio lontano dal computer e dal server (ad esempio con i documenti della casa o in cassaforte). Non fotografarla e non salvarla in un file su questo computer.",
    keyLabel: "Chiave dei backup",
    shownOnce: "Dopo che avrai premuto «L'ho scritta» la chiave non verrà più mostrata.",
    acknowledge: "L'ho scritta",
    acknowledging: "Un momento…",
    acknowledged: "Chiave dei backup confermata",
    acknowledgedDescription: "Da ora il pannello non la mostra più: tieni al sicuro il foglio.",
    acknowledgeError: "La conferma non è stata salvata",
    setGenerated:
      "La chiave dei backup è impostata: l'ha creata il sito e tu l'hai scritta su carta. Servirà per ripristinare un backup; se la perdi, i backup non si possono più aprire.",
    setFromEnvironment:
      "La chiave dei backup è impostata nell'ambiente del server (BACKUP_KEY): chi gestisce il server la conserva. Servirà per ripristinare un backup.",
  },
} as const;
