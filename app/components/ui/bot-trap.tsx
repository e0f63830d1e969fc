import { useEffect, useRef } from "react";

import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "~/lib/bot-check";

/**
 * The silent bot filters of a guest's form (app/lib/bot-check.ts): a field nobody sees, off
 * screen and out of the tab order, that a bot filling every field fills in; and the time the
 * form was open (from the page's load, or from a link within the site), written at submit by the page's script (without the script it stays empty and
 * only the hidden field counts).
 */
export function BotTrap() {
  const fill = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = fill.current;
    const form = input?.form;
    if (!input || !form) return;
    // Opened with the page (the root marks the document hydrated after this runs): counted from
    // the navigation's start, the page's render; opened by a link within the site: from now.
    const openedAt = document.documentElement.dataset.hydrated === "true" ? performance.now() : 0;
    // A native listener on the form runs before React's submit handling reads the fields.
    const stamp = () => {
      input.value = String(Math.round(performance.now() - openedAt));
    };
    form.addEventListener("submit", stamp);
    return () => form.removeEventListener("submit", stamp);
  }, []);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website (leave empty)
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
      <input ref={fill} type="hidden" name={FILL_TIME_FIELD} defaultValue="" />
    </div>
  );
}
