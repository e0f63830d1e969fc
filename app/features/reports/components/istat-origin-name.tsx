import type { IstatRow, IstatTotal } from "../istat";
import { T } from "./texts";

const TI = T.istatTab;

/** The origin with, for the unknown one, a word on what it means; regions and countries read alike otherwise. */
export function IstatOriginName({ row }: { row: IstatRow | IstatTotal }) {
  return (
    <>
      {row.origin}
      <span className="block text-xs text-ink-600">{TI.kinds[row.originKind]}</span>
    </>
  );
}
