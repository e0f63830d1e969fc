import { KeyRound } from "lucide-react";
import { useState } from "react";

import { InviteAcceptForm } from "./invite-accept-form";
import { T } from "./invite-texts";

const TA = T.accept;

type Props = {
  token: string;
  /** Whose account the link opens, or null when it no longer works. */
  invitation: { name: string; email: string } | null;
  business: string;
};

/**
 * /admin/invito/{token}: the invited person chooses her password, then is sent to the panel's
 * sign-in. A used or expired link says so, and who can send another.
 */
export function InviteAccept({ token, invitation, business }: Props) {
  const [state, setState] = useState<"open" | "done" | "invalid">(invitation ? "open" : "invalid");
  const title = state === "done" ? TA.doneTitle : state === "invalid" ? TA.invalidTitle : TA.title;
  return (
    <main id="main" className="min-h-dvh bg-sea-50 px-4 py-10 sm:py-16">
      <div className="mx-auto grid w-full max-w-md gap-6">
        <div className="card p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <span className="grid size-11 place-items-center rounded-full bg-sea-100 text-sea-800">
              <KeyRound aria-hidden="true" className="size-5" />
            </span>
            <h1 className="text-2xl font-semibold text-sea-950 sm:text-3xl">{title}</h1>
          </div>
          {state === "open" && invitation && (
            <>
              <p className="mt-3 text-ink-700">{TA.intro(invitation.name, business)}</p>
              <InviteAcceptForm
                token={token}
                username={invitation.email}
                onInvalid={() => setState("invalid")}
                onDone={() => setState("done")}
              />
            </>
          )}
          {state === "done" && (
            <div role="status" className="mt-3">
              <p className="text-ink-700">{TA.done}</p>
              <p className="mt-6">
                {/* A full load: the panel's layout reads the session afresh. */}
                <a href="/admin" rel="noreferrer" className="btn-sea w-full">
                  {TA.signIn}
                </a>
              </p>
            </div>
          )}
          {state === "invalid" && <p className="mt-3 text-ink-700">{TA.invalid}</p>}
        </div>
        <p className="text-center">
          <a href="/" rel="noreferrer" className="font-semibold text-sea-800 underline">
            {T.common.backToSite}
          </a>
        </p>
      </div>
    </main>
  );
}
