/** The first invalid control of a form, in page order, to move focus to after a failed submit. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  // A group (the star rating) is not focusable itself: focus its chosen or first option.
  const target = invalid.matches("input, select, textarea, button")
    ? invalid
    : (invalid.querySelector<HTMLElement>("input:checked") ?? invalid.querySelector<HTMLElement>("input, select, textarea"));
  if (!target) return;
  target.focus({ preventScroll: true });
  // Centred, so the label stays visible below the sticky header and above a phone's keyboard;
  // "auto" follows the page's CSS scroll-behavior, which honours reduced motion.
  (target.closest("fieldset, div") ?? target).scrollIntoView({ block: "center", behavior: "auto" });
}
