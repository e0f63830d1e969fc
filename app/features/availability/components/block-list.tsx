import { LockOpen } from "lucide-react";
import { useRef, useState } from "react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";

import { availabilityRoutes } from "../availability.routes";
import { blockRangeText, type Block } from "./blocks";
import { T } from "./texts";

const TB = T.availability.blocks;

/** The room's blocks not over yet, each with "Sblocca". */
export function BlockList({ roomId, blocks, onChanged }: { roomId: number; blocks: Block[] | undefined; onChanged: () => void }) {
  const removal = usePanelAction(useAdminAction());
  /** The block whose "Sblocca" was pressed last: its button shows the removal on its way. */
  const [target, setTarget] = useState<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const remove = async (block: Block) => {
    setTarget(block.blockId);
    const result = await removal.start(() => callApi(availabilityRoutes.removeBlock, { params: { id: roomId, blockId: block.blockId } }), {
      success: { title: TB.removed, description: blockRangeText(block) },
      error: TB.removeError,
    });
    if (result === null) return;
    onChanged();
    // The button is gone: keep the keyboard in the list.
    if (result.ok) listRef.current?.focus();
  };

  return (
    <div
      ref={listRef}
      tabIndex={-1}
      className="mt-6 border-t border-sand-200 pt-5 outline-none"
      aria-labelledby={`blocks-${roomId}-list`}
      role="region"
    >
      <h4 id={`blocks-${roomId}-list`} className="text-lg font-semibold text-sea-950">
        {TB.listTitle}
      </h4>
      {blocks === undefined ? (
        <p className="mt-2 text-ink-700">{T.availability.loading}</p>
      ) : blocks.length === 0 ? (
        <p className="mt-2 text-ink-700">{TB.empty}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {blocks.map((block) => (
            <li
              key={block.blockId}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-sand-300 bg-sand-50 px-4 py-3"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">{blockRangeText(block)}</p>
                {block.note && <p className="text-sm break-words text-ink-700">{block.note}</p>}
              </div>
              <button
                type="button"
                className="btn-outline px-4"
                onClick={() => remove(block)}
                disabled={removal.busy}
                aria-busy={(removal.busy && target === block.blockId) || undefined}
                aria-label={TB.removeNamed(blockRangeText(block))}
              >
                <LockOpen aria-hidden="true" className="size-5" />
                {TB.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
