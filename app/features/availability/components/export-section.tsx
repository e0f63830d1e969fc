import { Copy, KeyRound } from "lucide-react";
import { useRef } from "react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/toast-store";

import { availabilityRoutes } from "../availability.routes";
import { Panel } from "./panel";
import { T } from "./texts";

const TE = T.availability.export;

/** The room's secret export address, to paste into Airbnb and Booking.com, and its regeneration. */
export function ExportSection({
  roomId,
  roomName,
  exportUrl,
  onChanged,
}: {
  roomId: number;
  roomName: string;
  exportUrl: string;
  onChanged: (exportUrl: string) => void;
}) {
  const regeneration = usePanelAction(useAdminAction());
  const input = useRef<HTMLInputElement>(null);
  const id = `export-url-${roomId}`;

  const copy = async () => {
    input.current?.select();
    try {
      await navigator.clipboard.writeText(exportUrl);
      toast({ title: TE.copied, description: roomName });
    } catch {
      toast({ title: T.common.errorTitle, description: TE.copyError, variant: "destructive" });
    }
  };

  const regenerate = async () => {
    const result = await regeneration.start(() => callApi(availabilityRoutes.regenerateToken, { params: { id: roomId } }), {
      success: { title: TE.regenerated, description: TE.regeneratedDescription },
      error: TE.regenerateError,
    });
    if (result?.ok) onChanged(result.value.exportUrl);
  };

  return (
    <Panel id={`export-${roomId}`} title={TE.title} intro={TE.intro}>
      <label htmlFor={id} className="field-label">
        {TE.label(roomName)}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={input}
          id={id}
          type="text"
          readOnly
          value={exportUrl}
          onFocus={(e) => e.target.select()}
          spellCheck={false}
          className="field-input min-w-0 flex-1 bg-sand-50 font-mono text-sm"
        />
        <button type="button" className="btn-sea shrink-0" onClick={copy}>
          <Copy aria-hidden="true" className="size-5" />
          {TE.copy}
        </button>
      </div>
      <div className="mt-4">
        <ConfirmDialog
          trigger={
            <button type="button" className="btn-outline">
              <KeyRound aria-hidden="true" className="size-5" />
              {TE.regenerate}
            </button>
          }
          title={TE.regenerateTitle}
          description={TE.regenerateText}
          confirmLabel={TE.regenerateConfirm}
          cancelLabel={T.common.cancel}
          onConfirm={regenerate}
        />
      </div>
    </Panel>
  );
}
