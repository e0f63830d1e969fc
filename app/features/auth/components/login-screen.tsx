import { Lock } from "lucide-react";
import { lazy, Suspense, useState } from "react";

import { FirstStart } from "./first-start";
import { LoginForm, type SecondFactors } from "./login-form";
import { T } from "./texts";

// Only an account with a second factor needs it, after its password: kept out of the panel's first load.
const SecondFactorForm = lazy(() => import("./second-factor-form").then((m) => ({ default: m.SecondFactorForm })));
// Shown only once the page runs and the browser has WebAuthn: kept out of the panel's first load too.
const PasskeySignIn = lazy(() => import("./passkey-sign-in").then((m) => ({ default: m.PasskeySignIn })));

/** The panel's door: the sign-in (its second step for an account with a second factor), then "Primo avvio" for a new installation. */
export function LoginScreen({ onLoggedIn }: { onLoggedIn: () => Promise<void> }) {
  const [secondFactors, setSecondFactors] = useState<SecondFactors | null>(null);
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
          {secondFactors ? (
            <>
              <h2 className="mt-4 text-xl font-semibold text-sea-950">{T.login.secondStepTitle}</h2>
              <Suspense fallback={<p className="mt-6 text-ink-700">{T.login.loading}</p>}>
                <SecondFactorForm factors={secondFactors} onLoggedIn={onLoggedIn} onRestart={() => setSecondFactors(null)}>
                  {secondFactors.includes("passkey") && <PasskeySignIn onLoggedIn={onLoggedIn} alternative={false} />}
                </SecondFactorForm>
              </Suspense>
            </>
          ) : (
            <>
              <p className="mt-3 text-ink-700">{T.login.intro}</p>
              <LoginForm onLoggedIn={onLoggedIn} onSecondFactor={setSecondFactors} />
              <Suspense fallback={null}>
                <PasskeySignIn onLoggedIn={onLoggedIn} />
              </Suspense>
            </>
          )}
        </div>

        {!secondFactors && <FirstStart />}

        <p className="text-center">
          <a href="/" className="font-semibold text-sea-800 underline">
            {T.common.backToSite}
          </a>
        </p>
      </div>
    </main>
  );
}
