import { defineMessages } from "../define";

export default defineMessages({
  it: {
    title: "Page Not Found",
  },
  en: {
    title: "Page Not Found",
  },
  de: {
    title: "Page Not Found",
  },
  es: {
    title: "Page Not Found",
  },
});
