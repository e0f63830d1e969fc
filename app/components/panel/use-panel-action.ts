import { useRef, useState } from "react";

import type { ActionOptions, ActionResult, ActionRunner } from "./panel-form";

export type PanelAction = {
  /**
   * Runs one change through the panel's runner (toasts, data read again, an expired session);
   * a second start while one is on its way does nothing and resolves to null.
   */
  start: <R>(action: () => Promise<R>, options: ActionOptions<R>) => Promise<ActionResult<R> | null>;
  /** A change is on its way: its button shows it and waits. */
  busy: boolean;
};

/**
 * A change that is not a form: a button that sends, syncs, retries or deletes. The busy state
 * is the hook's, never the component's: usePanelForm does the same for forms
 * (docs/decisions/0021-one-way-to-write-a-panel-form.md).
 */
export function usePanelAction(run: ActionRunner): PanelAction {
  const [busy, setBusy] = useState(false);
  // The state lags a render behind: a double tap in the same frame must still send once.
  const running = useRef(false);

  async function start<R>(action: () => Promise<R>, options: ActionOptions<R>): Promise<ActionResult<R> | null> {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    try {
      return await run(action, options);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { start, busy };
}
