import { Sun } from "lucide-react";

import { useT } from "~/i18n/use-t";
import { useBusiness } from "~/lib/business";

/** Fills the gallery's last row. Decorative: the hours it repeats are stated in the schedule below. */
export function BreakfastGreetingTile({ className }: { className: string }) {
  const { t } = useT();
  const { hours } = useBusiness();
  return (
    <li
      aria-hidden="true"
      className={`flex flex-col items-center justify-center gap-2 rounded-2xl bg-sea-900 p-4 text-center text-white ${className}`}
    >
      <Sun className="size-8 text-sand-300" />
      <span className="font-display text-2xl font-semibold">{t("breakfast.gallery.greeting")}</span>
      <span className="text-sm text-sand-100">{t("breakfast.gallery.greetingHours", hours.breakfast)}</span>
    </li>
  );
}
