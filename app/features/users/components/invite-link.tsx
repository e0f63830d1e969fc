import { Copy } from "lucide-react";
import { useEffect, useId, useRef } from "react";

import { toast } from "~/components/ui/toast-store";
import { useHydrated } from "~/components/ui/use-hydrated";

import { T } from "./texts";

const TL = T.handOver;

/** An invitation's link the site cannot e-mail, and where it was asked for: the form, or the account's "Manda di nuovo l'invito". */
export type HandOver = { accountId: number; name: string; link: string; from: "invite" | "resend" };

/**
 * The link of an invitation that no e-mail will carry, for the owner to pass on herself. Shown
 * once, right after the invitation: the page never stores it, and a reload leaves only
 * "Manda di nuovo l'invito" (a fresh link). It takes the focus, so it is read and in view.
 */
export function InviteLink({ handOver }: { handOver: HandOver }) {
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const { name, link } = handOver;

  useEffect(() => box.current?.focus(), [link]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: TL.copied });
    } catch {
      // No clipboard here (a page not on HTTPS, a browser that refuses): the link selected, to copy by hand.
      field.current?.focus();
      field.current?.select();
      toast({ title: TL.selected, description: TL.selectedHint });
    }
  };

  return (
    <div
      ref={box}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="grid gap-3 rounded-xl border-2 border-sea-600 bg-sea-50 p-4"
    >
      <h4 id={`${id}-title`} className="font-sans text-base font-semibold text-sea-950">
        {TL.title(name)}
      </h4>
      <p id={`${id}-text`} className="text-ink-900">
        {TL.text(name)}
      </p>
      <div>
        <label htmlFor={`${id}-link`} className="field-label">
          {TL.label}
        </label>
        <textarea
          ref={field}
          id={`${id}-link`}
          readOnly
          rows={3}
          value={link}
          onFocus={(e) => e.target.select()}
          spellCheck={false}
          className="field-input resize-none font-mono text-sm break-all"
        />
      </div>
      <p>
        <button type="button" className="btn-sea w-full sm:w-auto" onClick={() => void copy()} disabled={!hydrated}>
          <Copy aria-hidden="true" className="size-5" />
          {TL.copy}
        </button>
      </p>
      <p className="text-sm text-ink-700">{TL.once}</p>
    </div>
  );
}
