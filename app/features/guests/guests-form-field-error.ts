/** A field's message, under it and in its control's description, or none (guests-form-script.ts). */
export function setError(field: HTMLElement, message: string | null): void {
  const control = field.matches("[data-control]") ? field : field.querySelector<HTMLElement>("[data-control]");
  const slot = [...field.querySelectorAll<HTMLElement>("[data-error]")].find((el) => el.closest("[data-field]") === field);
  if (!control || !slot) return;
  if (!message && slot.hidden) return;
  const described = (control.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== slot.id);
  if (message) described.push(slot.id);
  if (described.length) control.setAttribute("aria-describedby", described.join(" "));
  else control.removeAttribute("aria-describedby");
  if (message) control.setAttribute("aria-invalid", "true");
  else control.removeAttribute("aria-invalid");
  slot.textContent = message ?? "";
  slot.hidden = !message;
}
