import { Link2 } from "lucide-react";
import { useState } from "react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { staysRoutes } from "~/features/stays/stays.routes";

import { T } from "./texts";

const TS = T.stay;

/** "Link per la recensione": a fresh personal link the owner can pass on herself (WhatsApp, a message on the channel). */
export function ReviewLink({ stayId }: { stayId: number }) {
  const action = usePanelAction(useAdminAction());
  const [link, setLink] = useState<string | null>(null);
  const create = async () => {
    const result = await action.start(() => callApi(staysRoutes.renewReviewLink, { params: { id: stayId } }), {
      success: { title: TS.reviewLinkDone },
      error: TS.reviewLinkError,
    });
    if (result?.ok) setLink(result.value.url);
  };
  return (
    <section aria-labelledby="stay-review-title" className="card p-4 sm:p-6">
      <h3 id="stay-review-title" className="text-xl font-semibold text-sea-950">
        {TS.reviewLink}
      </h3>
      <p className="mt-1 text-ink-700">{TS.reviewLinkIntro}</p>
      {link ? (
        <div className="mt-3">
          <label htmlFor="stay-review-link" className="field-label">
            {TS.reviewLinkLabel}
          </label>
          <input
            id="stay-review-link"
            type="text"
            readOnly
            value={link}
            onFocus={(e) => e.target.select()}
            className="field-input font-mono text-sm"
          />
        </div>
      ) : (
        <button type="button" className="btn-outline mt-3" onClick={create} disabled={action.busy} aria-busy={action.busy || undefined}>
          <Link2 aria-hidden="true" className="size-5" />
          {TS.reviewLinkCreate}
        </button>
      )}
    </section>
  );
}
