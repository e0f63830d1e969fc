import { cloneElement, useEffect, useState, type MouseEvent, type ReactElement } from "react";

/**
 * A modal dialog's trigger, for a dialog whose code loads apart: the dialog library (Radix's,
 * about 10 KB brotli with its focus trap and scroll lock) is not part of a section's first load.
 * `load` runs once the page has been idle for a second, or when the dialog is first opened.
 *
 * Returns the trigger to render (it opens the dialog and says so to assistive technologies),
 * whether the dialog is mounted (from its first opening on, so that it closes as it opened) and
 * the trigger's element, where focus goes back when it closes.
 */
export function useLazyModal(
  load: () => Promise<unknown>,
  trigger: ReactElement,
  open: boolean,
  onOpenChange: (open: boolean) => void,
): { trigger: ReactElement; mounted: boolean; returnFocus: HTMLElement | null } {
  const [opened, setOpened] = useState(open);
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const warm = setTimeout(() => void load(), 1000);
    return () => clearTimeout(warm);
  }, [load]);

  const { onClick } = trigger.props as { onClick?: (event: MouseEvent<HTMLElement>) => void };
  return {
    trigger: cloneElement(trigger as ReactElement<Record<string, unknown>>, {
      ref: setTriggerElement,
      "aria-haspopup": "dialog",
      "aria-expanded": open,
      onClick: (event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        setOpened(true);
        onOpenChange(true);
      },
    }),
    mounted: opened || open,
    returnFocus: triggerElement,
  };
}
