import type { Translator } from "~/i18n/t";

/** "Fino a 4 ospiti", or the singular for a room for one. */
export const guestsLabel = (t: Translator, count: number): string => (count === 1 ? t("rooms.guestsOne") : t("rooms.guests", { count }));
