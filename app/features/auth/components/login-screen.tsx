import { Lock } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";

import { errorDescription } from "~/components/admin/use-admin-action";
import { apiRequest, asApiError } from "~/components/panel/api";
import { adminDrafts } from "~/components/panel/drafts";
import { SecretInput } from "~/components/panel/secret-input";
import { FormField } from "~/components/ui/form-field";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";

import { T } from "./texts";

type InitResult = { created?: { rooms: number; prices: number; settings: number; adminCreated: boolean } };

function initSummary(result: InitResult): string {
  const c = result.created;
  if (!c) return T.login.initNothing;
  const parts = [
    c.rooms ? `${c.rooms} ${c.rooms === 1 ? "camera" : "camere"}` : null,
    c.prices ? `${c.prices} ${c.prices === 1 ? "prezzo" : "prezzi"}` : null,
    c.settings ? `${c.settings} ${c.settings === 1 ? "impostazione" : "impostazioni"}` : null,
    c.adminCreated ? "l'account amministratore" : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? T.login.initCreated(parts) : T.login.initNothing;
}

export function LoginScreen({ onLoggedIn }: { onLoggedIn: () => Promise<void> }) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [initBusy, setInitBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get("username") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const found = { username: username ? undefined : T.login.usernameRequired, password: password ? undefined : T.login.passwordRequired };
    setErrors(found);
    setFormError(undefined);
    if (found.username || found.password) {
      formRef.current?.querySelector<HTMLElement>(`[name="${found.username ? "username" : "password"}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await apiRequest("POST", "/api/auth/login", { username, password });
      const restored = adminDrafts.any();
      await onLoggedIn();
      toast({
        title: T.login.successTitle,
        description: restored ? `${T.login.successDescription}. ${T.login.draftsKept}` : T.login.successDescription,
      });
    } catch (caught) {
      const error = asApiError(caught);
      const message =
        error.status === 401
          ? T.login.invalidCredentials
          : error.status === 429
            ? T.login.tooManyAttempts
            : errorDescription(T.login.errorTitle, error);
      if (error.status === 400) setErrors({ username: error.fields.username, password: error.fields.password });
      setFormError(message);
      toast({ title: T.login.errorTitle, description: message, variant: "destructive" });
      formRef.current?.querySelector<HTMLInputElement>('[name="password"]')?.select();
    } finally {
      setBusy(false);
    }
  };

  const initialise = async () => {
    setInitBusy(true);
    try {
      const result = await apiRequest<InitResult>("POST", "/api/init");
      toast({ title: T.login.initDone, description: initSummary(result) });
    } catch (caught) {
      const error = asApiError(caught);
      toast({ title: T.common.errorTitle, description: errorDescription(T.login.initError, error), variant: "destructive" });
    } finally {
      setInitBusy(false);
    }
  };

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

          <form ref={formRef} method="post" noValidate onSubmit={submit} className="mt-6 grid gap-5">
            <FormField name="username" id="admin-username" label={T.login.username} error={errors.username}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  autoComplete="username"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  className="field-input"
                  onInput={() => errors.username && setErrors((e) => ({ ...e, username: undefined }))}
                />
              )}
            </FormField>
            <FormField name="password" id="admin-password" label={T.login.password} error={errors.password}>
              {(control) => (
                <SecretInput
                  {...control}
                  autoComplete="current-password"
                  className="field-input pr-14"
                  onInput={() => errors.password && setErrors((e) => ({ ...e, password: undefined }))}
                  showLabel={T.login.showPassword}
                  hideLabel={T.login.hidePassword}
                  toggleClassName="text-ink-600 hover:text-sea-800"
                />
              )}
            </FormField>
            {formError && (
              <p role="alert" className="rounded-xl border border-danger-700 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
                {formError}
              </p>
            )}
            <button type="submit" className="btn-sea w-full" disabled={!hydrated || busy}>
              {busy ? T.login.submitting : T.login.submit}
            </button>
          </form>
        </div>

        <section aria-labelledby="admin-init" className="card p-6">
          <h2 id="admin-init" className="text-lg font-semibold text-sea-950">
            {T.login.initTitle}
          </h2>
          <p className="mt-2 text-sm text-ink-700">{T.login.initHint}</p>
          <button type="button" onClick={initialise} disabled={!hydrated || initBusy} className="btn-outline mt-4 w-full">
            {initBusy ? T.login.initRunning : T.login.initButton}
          </button>
        </section>

        <p className="text-center">
          <a href="/" className="font-semibold text-sea-800 underline">
            {T.common.backToSite}
          </a>
        </p>
      </div>
    </main>
  );
}
