import { defineMessages } from "../define";

export default defineMessages({
  it: {
    title: "",
  },
  en: {
    title: "",
  },
  de: {
    title: "",
  },
  es: {
    title: "",
  },
});
