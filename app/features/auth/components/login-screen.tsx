import { Lock } from "lucide-react";

import { FirstStart } from "./first-start";
import { LoginForm } from "./login-form";
import { T } from "./texts";

/** The panel's door: the sign-in, then "Primo avvio" for a new installation. */
export function LoginScreen({ onLoggedIn }: { onLoggedIn: () => Promise<void> }) {
  return (
    <main id="main" className="min-h-dvh bg-sea-50 px-4 py-10 sm:py-16">
      <div className="mx-auto grid w-full max-w-md gap-6">
        <div className="card p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <span className="grid size-11 place-items-center rounded-full bg-sea-100 text-sea-800">
              <Lock aria-hidden="true" className="size-5" />
            </span>
            <h1 className="text-2xl font-semibold text-sea-950 sm:text-3xl">{T.login.title}</h1>
          </div>
          <p className="mt-3 text-ink-700">{T.login.intro}</p>
          <LoginForm onLoggedIn={onLoggedIn} />
        </div>

        <FirstStart />

        <p className="text-center">
          <a href="/" className="font-semibold text-sea-800 underline">
            {T.common.backToSite}
          </a>
        </p>
      </div>
    </main>
  );
}
