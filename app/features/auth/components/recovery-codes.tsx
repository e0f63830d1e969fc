import { Copy, Download } from "lucide-react";

import { toast } from "~/components/ui/toast-store";

import { T } from "./second-factor-texts";

/**
 * The ten recovery codes, shown this once: to copy, or to save as a text file to print; the
 * set-up ends when the account says they are kept.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${T.twoStep.codesTitle}\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: T.twoStep.copied });
    } catch {
      toast({ title: T.common.errorTitle, description: T.twoStep.copyError, variant: "destructive" });
    }
  };
  return (
    <div className="mt-4 grid gap-4 rounded-xl border border-sea-200 bg-sea-50 p-4 sm:p-5">
      <h4 className="text-lg font-semibold text-sea-950">{T.twoStep.codesTitle}</h4>
      <p className="text-ink-700">{T.twoStep.codesIntro}</p>
      <ul aria-label={T.twoStep.codesTitle} className="grid grid-cols-2 gap-2 font-mono text-lg text-ink-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-3">
        <button type="button" className="btn-outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-5" />
          {T.twoStep.copy}
        </button>
        <a className="btn-outline" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download={T.twoStep.codesFile}>
          <Download aria-hidden="true" className="size-5" />
          {T.twoStep.download}
        </a>
      </p>
      <p>
        <button type="button" className="btn-sea" onClick={onDone}>
          {T.twoStep.done}
        </button>
      </p>
    </div>
  );
}
