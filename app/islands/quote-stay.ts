import type { StayAvailability } from "~/features/availability/components/guest-stay-availability";
import { addDays, daysBetween, parseCalendarDate } from "~/lib/dates";

/** The texts of the hints, in the page's language, as the server writes them on the form. */
type StayTexts = { roomBusy: string; freeRooms: string; noneFree: string; minStay: string; roomUnavailable: string };

const noticeId = (field: string) => `field-${field}-availability`;

/**
 * The quote form's dates and room: a check-out that the new check-in overtakes is cleared, the
 * check-out may not come before the day after the check-in, and once both dates are chosen the
 * rooms taken on them are marked and the minimum stay is said, before the post (which the
 * server refuses all the same, with or without this script).
 */
export function initQuoteStay(): void {
  let controller: AbortController | null = null;
  let answer: { query: string; value: StayAvailability } | null = null;

  const update = (form: HTMLFormElement) => {
    const texts = JSON.parse(form.dataset.stayTexts ?? "{}") as StayTexts;
    const checkIn = form.elements.namedItem("checkIn") as HTMLInputElement | null;
    const checkOut = form.elements.namedItem("checkOut") as HTMLInputElement | null;
    const room = form.elements.namedItem("preferredRoom") as HTMLSelectElement | null;
    if (!checkIn || !checkOut || !room) return;
    const today = checkIn.min;
    checkOut.min = addDays(checkIn.value && checkIn.value >= today ? checkIn.value : today, 1);

    const query = checkIn.value && checkOut.value && checkIn.value < checkOut.value ? `from=${checkIn.value}&to=${checkOut.value}` : "";
    const known = answer?.query === query ? answer.value : null;
    if (query && !known) {
      controller?.abort();
      controller = new AbortController();
      fetch(`/api/availability?${query}`, { signal: controller.signal, headers: { accept: "application/json" } })
        .then((res) => (res.ok ? (res.json() as Promise<StayAvailability>) : null))
        .then((value) => {
          if (!value || !Array.isArray(value.rooms)) return;
          answer = { query, value };
          update(form);
        })
        .catch(() => {});
    }

    const busy = new Set(known?.rooms.filter((r) => !r.free).map((r) => r.slug));
    for (const option of room.options) {
      const plain = option.dataset.option;
      // A taken room stays selectable: the guest sees why, and a room chosen on its page is not silently dropped.
      if (plain) option.textContent = busy.has(option.value) ? texts.roomUnavailable.replace("{option}", plain) : plain;
    }
    const freeNames = known?.rooms.filter((r) => r.free).map((r) => r.name) ?? [];
    const roomNotice =
      room.value && busy.has(room.value) && !invalid(room)
        ? `${texts.roomBusy}. ${freeNames.length ? texts.freeRooms.replace("{rooms}", freeNames.join(", ")) : texts.noneFree}`
        : "";
    const [inDate, outDate] = [parseCalendarDate(checkIn.value), parseCalendarDate(checkOut.value)];
    const nights = inDate && outDate ? daysBetween(inDate, outDate) : 0;
    const stayNotice =
      known && nights > 0 && nights < known.minNights && !invalid(checkOut) ? texts.minStay.replace("{min}", String(known.minNights)) : "";
    notice(room, "preferredRoom", roomNotice);
    notice(checkOut, "checkOut", stayNotice);
  };

  const forms = () => document.querySelectorAll<HTMLFormElement>("form[data-stay-texts]");
  for (const form of forms()) update(form);
  document.addEventListener("change", (event) => {
    const control = event.target as HTMLInputElement;
    const form = control.form;
    if (!form?.matches("form[data-stay-texts]")) return;
    const checkOut = form.elements.namedItem("checkOut") as HTMLInputElement | null;
    // A check-out that the new check-in overtakes is no longer what the guest meant: ask again.
    if (control.name === "checkIn" && checkOut && control.value && checkOut.value && checkOut.value <= control.value) checkOut.value = "";
    update(form);
  });
  document.addEventListener("reset", (event) => {
    const form = event.target as HTMLFormElement;
    if (form.matches?.("form[data-stay-texts]")) queueMicrotask(() => update(form));
  });
  document.addEventListener("guest-form:replaced", (event) => {
    const form = event.target as HTMLFormElement;
    if (form.matches("form[data-stay-texts]")) update(form);
  });
}

const invalid = (control: Element) => control.getAttribute("aria-invalid") === "true";

/** A field's availability notice: always in the page (a live region), named in the field's description while it says something. */
function notice(control: HTMLElement, field: string, text: string): void {
  const el = document.getElementById(noticeId(field));
  if (!el || el.textContent === text) return;
  el.textContent = text;
  el.className = text ? "mt-1.5 text-sm font-semibold text-terracotta-700" : "";
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== noticeId(field));
  if (text) ids.push(noticeId(field));
  if (ids.length) control.setAttribute("aria-describedby", ids.join(" "));
  else control.removeAttribute("aria-describedby");
}
