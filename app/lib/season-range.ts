import type { Language } from "~/i18n/languages";

import type { Season } from "./constants";
import { dateFormat, LOCALES } from "./intl";
import { daysInMonth, seasonBounds, type Seasons } from "./seasons";

// Apart from ./seasons so that no browser script carries it: every page's season words, the
// panel's too, come made by the root loader (PageNames).

/**
 * A season's limits in words: month names when it runs from a month's first day to a
 * month's last ("giugno" / "settembre"), otherwise day and month ("15 giugno").
 */
export function seasonRange(season: Season, lang: Language, seasons: Seasons): { from: string; to: string } {
  const { start, end } = seasonBounds(season, seasons);
  const [sm, sd] = [Number(start.slice(0, 2)), Number(start.slice(3, 5))];
  const [em, ed] = [Number(end.slice(0, 2)), Number(end.slice(3, 5))];
  const wholeMonths = sd === 1 && (ed === daysInMonth(em) || (em === 2 && ed === 28));
  const format = (month: number, day: number, withDay: boolean) =>
    dateFormat(LOCALES[lang], withDay ? { month: "long", day: "numeric", timeZone: "UTC" } : { month: "long", timeZone: "UTC" }).format(
      Date.UTC(2024, month - 1, day),
    );
  return { from: format(sm, sd, !wholeMonths), to: format(em, ed, !wholeMonths) };
}
