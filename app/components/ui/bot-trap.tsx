import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "~/lib/bot-check";

/**
 * The silent bot filters of a guest's form (app/lib/bot-check.ts): a field nobody sees, off
 * screen and out of the tab order, that a bot filling every field fills in; and the time the
 * form was open, from the page's load, written at submit by the page's script
 * (app/islands/forms.ts; without the script it stays empty and only the hidden field counts).
 */
export function BotTrap() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website (leave empty)
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
      <input type="hidden" name={FILL_TIME_FIELD} defaultValue="" />
    </div>
  );
}
