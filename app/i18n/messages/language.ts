import { defineMessages } from "../define";

export default defineMessages({
  it: {
    name: "Italiano",
  },
  en: {
    name: "English",
  },
  de: {
    name: "Deutsch",
  },
  es: {
    name: "Español",
  },
});
