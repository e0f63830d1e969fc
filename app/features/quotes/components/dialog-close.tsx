import { cloneElement, createContext, useContext, type MouseEvent, type ReactElement } from "react";

/** How `DialogShell` closes its dialog, for the buttons inside it. */
export const CloseDialog = createContext<() => void>(() => {});

/** Its child button closes the dialog (after its own click handler, unless that prevents it). */
export function DialogClose({ children }: { children: ReactElement }) {
  const close = useContext(CloseDialog);
  const { onClick } = children.props as { onClick?: (event: MouseEvent<HTMLElement>) => void };
  return cloneElement(children as ReactElement<Record<string, unknown>>, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      onClick?.(event);
      if (!event.defaultPrevented) close();
    },
  });
}
