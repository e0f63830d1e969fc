import { ShieldAlert, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import { useHydrated } from "~/components/ui/use-hydrated";

import { T } from "./texts";

type Props = {
  /** Whose notice: dismissing it on a shared computer hides it for that account only. */
  username: string;
  /** Where the set-up is: the account's own section. */
  href: string;
};

const storageKey = (username: string) => `bb-second-factor-notice:${username}`;

function dismissedBefore(username: string): boolean {
  try {
    return localStorage.getItem(storageKey(username)) !== null;
  } catch {
    // Storage blocked: the notice is shown.
    return false;
  }
}

/**
 * An invitation, at the top of the panel, to set up a second factor: never in the way (it can
 * be dismissed for good on this browser). Shown once the page runs, as it reads the browser's storage.
 */
export function SecondFactorNotice({ username, href }: Props) {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);

  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(storageKey(username), new Date().toISOString());
    } catch {
      // Storage blocked: nothing to remember it in; it stays hidden until the next page load.
    }
  };

  if (!hydrated || dismissed || dismissedBefore(username)) return null;
  return (
    <div className="mt-6 flex items-start gap-3 rounded-xl border border-sea-200 bg-sea-50 p-4">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea-800" />
      <p className="min-w-0 flex-1 text-ink-900">
        {T.notice.text}{" "}
        <Link to={href} className="font-semibold text-sea-800 underline">
          {T.notice.action}
        </Link>
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label={T.notice.dismiss}
        title={T.notice.dismiss}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-700 hover:bg-sand-100"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
