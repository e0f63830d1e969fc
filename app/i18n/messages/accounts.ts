import { defineMessages } from "../define";

/** The API's words about the panel's accounts: inviting people, their roles, accepting an invitation. */
export default defineMessages({
  it: {
    errors: {
      name: "Scrivi il nome della persona",
      role: "Scegli il ruolo: titolare (owner), gestione (manager) o pulizie (housekeeping)",
      disabled: "Indica se l'account è disattivato (vero o falso)",
      nothingToChange: "Indica il ruolo o se disattivare l'account",
      emailTaken: "Esiste già un account con questo indirizzo e-mail",
      invitationInvalid: "Questo invito non è più valido: è scaduto o è già stato usato. Chiedi al titolare di mandartene un altro.",
      notInvited: "Questo account ha già una password o è disattivato: non serve un nuovo invito",
      setupOwner: "L'account del titolare creato all'installazione non si può cambiare, disattivare né eliminare",
      ownAccount: "Non puoi cambiare il ruolo del tuo account, né disattivarlo o eliminarlo",
      lastOwner: "Deve restare almeno un titolare attivo",
    },
  },
  en: {
    errors: {
      name: "Write the person's name",
      role: "Choose the role: owner, manager or housekeeping",
      disabled: "Say whether the account is disabled (true or false)",
      nothingToChange: "Give the role, or whether to disable the account",
      emailTaken: "An account with this e-mail address already exists",
      invitationInvalid: "This invitation is no longer valid: it has expired or was already used. Ask the owner to send you a new one.",
      notInvited: "This account already has a password or is disabled: it needs no new invitation",
      setupOwner: "The owner's account created at set-up cannot be changed, disabled or deleted",
      ownAccount: "You cannot change the role of your own account, nor disable or delete it",
      lastOwner: "At least one active owner must remain",
    },
  },
  de: {
    errors: {
      name: "Geben Sie den Namen der Person ein",
      role: "Wählen Sie die Rolle: Inhaber (owner), Verwaltung (manager) oder Reinigung (housekeeping)",
      disabled: "Geben Sie an, ob das Konto deaktiviert ist (wahr oder falsch)",
      nothingToChange: "Geben Sie die Rolle an oder ob das Konto deaktiviert werden soll",
      emailTaken: "Es gibt bereits ein Konto mit dieser E-Mail-Adresse",
      invitationInvalid:
        "Diese Einladung ist nicht mehr gültig: Sie ist abgelaufen oder wurde bereits verwendet. Bitten Sie den Inhaber um eine neue.",
      notInvited: "Dieses Konto hat bereits ein Passwort oder ist deaktiviert: Es braucht keine neue Einladung",
      setupOwner: "Das bei der Einrichtung angelegte Konto des Inhabers kann weder geändert, deaktiviert noch gelöscht werden",
      ownAccount: "Sie können die Rolle Ihres eigenen Kontos nicht ändern und es weder deaktivieren noch löschen",
      lastOwner: "Mindestens ein aktiver Inhaber muss bleiben",
    },
  },
  es: {
    errors: {
      name: "Escribe el nombre de la persona",
      role: "Elige el rol: titular (owner), gestión (manager) o limpieza (housekeeping)",
      disabled: "Indica si la cuenta está desactivada (verdadero o falso)",
      nothingToChange: "Indica el rol o si desactivar la cuenta",
      emailTaken: "Ya existe una cuenta con esta dirección de correo electrónico",
      invitationInvalid: "Esta invitación ya no es válida: ha caducado o ya se ha usado. Pide al titular que te envíe otra.",
      notInvited: "Esta cuenta ya tiene contraseña o está desactivada: no necesita una nueva invitación",
      setupOwner: "La cuenta del titular creada en la instalación no se puede cambiar, desactivar ni eliminar",
      ownAccount: "No puedes cambiar el rol de tu propia cuenta, ni desactivarla o eliminarla",
      lastOwner: "Debe quedar al menos un titular activo",
    },
  },
});
