import { defineMessages } from "../define";

export default defineMessages({
  it: {
    errors: {
      guestName: "Il nome deve essere di almeno 2 caratteri",
      email: "Email non valida",
      rating: "Scegli un voto da 1 a 5 stelle",
      title: "Il titolo deve essere di almeno 5 caratteri",
      comment: "Il commento deve essere di almeno 10 caratteri",
    },
  },
  en: {
    errors: {
      guestName: "Your name must be at least 2 characters long",
      email: "Invalid email address",
      rating: "Please choose a rating from 1 to 5 stars",
      title: "The title must be at least 5 characters long",
      comment: "The comment must be at least 10 characters long",
    },
  },
  de: {
    errors: {
      guestName: "Der Name muss mindestens 2 Zeichen lang sein",
      email: "Ungültige E-Mail-Adresse",
      rating: "Bitte vergeben Sie 1 bis 5 Sterne",
      title: "Der Titel muss mindestens 5 Zeichen lang sein",
      comment: "Der Kommentar muss mindestens 10 Zeichen lang sein",
    },
  },
  es: {
    errors: {
      guestName: "El nombre debe tener al menos 2 caracteres",
      email: "Correo electrónico no válido",
      rating: "Elige una valoración de 1 a 5 estrellas",
      title: "El título debe tener al menos 5 caracteres",
      comment: "El comentario debe tener al menos 10 caracteres",
    },
  },
});
