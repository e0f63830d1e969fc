type T = (key: string, vars?: Record<string, string | number>) => string;

/** "Fino a 4 ospiti", or the singular for a room for one. */
export const guestsLabel = (t: T, count: number): string => (count === 1 ? t("rooms.guestsOne") : t("rooms.guests", { count }));
