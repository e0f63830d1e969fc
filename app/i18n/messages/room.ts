import { defineMessages } from "../define";

export default defineMessages({
  it: {
    notFound: "Camera non trovata",
    backToRooms: "Torna alle camere",
  },
  en: {
    notFound: "Room not found",
    backToRooms: "Back to rooms",
  },
  de: {
    notFound: "Zimmer nicht gefunden",
    backToRooms: "Zurück zu den Zimmern",
  },
  es: {
    notFound: "Habitación no encontrada",
    backToRooms: "Volver a las habitaciones",
  },
});
