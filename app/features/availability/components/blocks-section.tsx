import { BlockForm } from "./block-form";
import { BlockList } from "./block-list";
import type { Block } from "./blocks";
import { Panel } from "./panel";
import { T } from "./texts";

const TB = T.availability.blocks;

/** The owner's own closures of the room: the form to add one, and the list with "Sblocca". */
export function BlocksSection({
  roomId,
  blocks,
  today,
  onChanged,
}: {
  roomId: number;
  blocks: Block[] | undefined;
  today: string;
  onChanged: () => void;
}) {
  return (
    <Panel id={`blocks-${roomId}`} title={TB.title} intro={TB.intro}>
      <BlockForm roomId={roomId} today={today} onSaved={onChanged} />
      <BlockList roomId={roomId} blocks={blocks} onChanged={onChanged} />
    </Panel>
  );
}
