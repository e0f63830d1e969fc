import { KeyRound, LoaderCircle } from "lucide-react";

import { callApi, type ApiError } from "~/components/panel/api";
import type { FieldErrors } from "~/components/panel/panel-form";
import { SecretInput } from "~/components/panel/secret-input";
import { toastRunner } from "~/components/panel/toast-runner";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { SUPER_ADMIN_API } from "~/components/super-admin/api";
import { T } from "~/components/super-admin/texts";
import { FormField } from "~/components/ui/form-field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useBusiness } from "~/lib/business";

import { authRoutes } from "../auth.routes";

const KEY_ID = "super-admin-key";
/** The server's lock after too many wrong keys lasts 15 minutes; used when it names no time. */
const DEFAULT_LOCK_MINUTES = 15;

/** A refused key, in the panel's own words for each status (never the server's). */
function refusal(error: ApiError): { title: string; description: string } {
  if (error.status === 0) return { title: T.toast.connectionTitle, description: T.toast.connectionText };
  if (error.status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? DEFAULT_LOCK_MINUTES * 60) / 60));
    return { title: T.toast.tooManyTitle, description: T.toast.tooManyText(minutes) };
  }
  if (error.status === 403 || error.status === 400) return { title: T.toast.accessErrorTitle, description: T.toast.invalidKey };
  return { title: T.toast.accessErrorTitle, description: T.toast.unexpected };
}

/** The key as typed, read from the form: text typed before the page came alive still counts. */
const keyOf = (form: HTMLFormElement | null) => String(new FormData(form ?? undefined).get("key") ?? "");

/**
 * The key entry screen. The key is checked by the server only, which opens a
 * session cookie; `onAuthorized` then reloads the route's data to show the panel.
 */
export function KeyScreen({ onAuthorized, titleId }: { onAuthorized: () => void; titleId: string }) {
  const business = useBusiness();
  const hydrated = useHydrated();
  const form = usePanelForm({
    saved: null,
    run: toastRunner({ title: (error) => refusal(error).title }),
    // Typed, as they read the form that the hook's own result holds.
    validate: (): FieldErrors | undefined => (keyOf(form.formRef.current).trim() ? undefined : { key: T.key.required }),
    submit: (): Promise<unknown> => callApi(authRoutes.superAdminLogin, { body: { key: keyOf(form.formRef.current) } }, SUPER_ADMIN_API),
    success: { title: T.toast.accessOk, description: T.toast.accessOkText },
    error: (error) => refusal(error).description,
    // A refused key is told in a toast only: the field shows no message of the server's.
    refused: () => ({}),
    onSaved: onAuthorized,
  });
  const { formRef, onSubmit, errors, busy: pending } = form;

  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-gradient-to-b from-sea-50 to-sand-100 px-4 py-10">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-sea-100 text-sea-800">
            <KeyRound aria-hidden="true" className="size-6" />
          </span>
          <div>
            <p className="text-sm font-medium text-ink-600">{business.name}</p>
            <h1 id={titleId} tabIndex={-1} className="text-2xl font-semibold text-sea-950 outline-none sm:text-3xl">
              {T.panelTitle}
            </h1>
          </div>
        </div>
        <p className="mt-4 text-ink-700">{T.key.intro}</p>

        <form ref={formRef} className="mt-6 grid gap-5" noValidate onSubmit={onSubmit}>
          {/* Lets a password manager file the key under a name, as browsers expect of a password form. */}
          <input type="text" name="username" autoComplete="username" value="Super Admin" readOnly hidden />
          <FormField name="key" id={KEY_ID} label={T.key.label} error={errors.key}>
            {(control) => (
              <SecretInput
                {...control}
                autoComplete="current-password"
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                maxLength={200}
                onInput={() => form.clearError("key")}
                className="field-input pr-14 font-mono"
                showLabel={T.key.show}
                hideLabel={T.key.hide}
                titled
                toggleClassName="text-sea-800 hover:bg-sea-50"
              />
            )}
          </FormField>
          {/* Waits for JavaScript, which does the sending; while a check runs it stays focusable. */}
          <button
            type="submit"
            className="btn-sea w-full aria-disabled:opacity-60"
            disabled={!hydrated}
            aria-disabled={pending || undefined}
          >
            {pending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
            {pending ? T.key.submitting : T.key.submit}
          </button>
        </form>

        <p className="mt-6 text-center">
          <a href="/" className="font-medium text-sea-800 underline">
            {T.common.backToSite}
          </a>
        </p>
      </div>
    </main>
  );
}
