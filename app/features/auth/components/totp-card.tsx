import { KeyRound, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useRevalidator } from "react-router";

import { refreshWholePanel } from "~/components/admin/panel-refresh";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import type { FieldErrors } from "~/components/panel/panel-form";
import { SecretInput } from "~/components/panel/secret-input";
import { toastRunner } from "~/components/panel/toast-runner";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";

import { authRoutes } from "../auth.routes";
import { RecoveryCodes } from "./recovery-codes";
import { T } from "./second-factor-texts";

type Phase = { step: "idle" } | { step: "setup"; secret: string; uri: string } | { step: "codes"; codes: string[] };

/** What an input of the form holds when it is sent: never kept in React state (a password manager fills it there). */
const valueOf = (form: HTMLFormElement | null, name: string) => String(new FormData(form ?? undefined).get(name) ?? "");
const passwordOf = (form: HTMLFormElement | null) => valueOf(form, "password");

/** The key as an app's manual entry shows it: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/** The QR code of the otpauth:// address, drawn in the browser: qrcode loads only when a set-up starts. */
function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    void import("qrcode").then(async (QR) => {
      const url = await QR.toDataURL(uri, { margin: 2, width: 200, errorCorrectionLevel: "M" });
      if (live) setSrc(url);
    });
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <img src={src} alt={T.twoStep.qrAlt} width={200} height={200} className="rounded-xl border border-sand-200 bg-white" />
  ) : (
    <p className="text-sm text-ink-600">{T.twoStep.qrLoading}</p>
  );
}

/** The set-up under way: the QR code, the key in text, the first code that proves the app holds it. */
function TotpSetup({
  secret,
  uri,
  onEnabled,
  onCancel,
}: {
  secret: string;
  uri: string;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const codeForm = useRef<HTMLFormElement>(null);
  const confirm = usePanelForm({
    saved: null,
    // Nothing is read again until the codes are kept ("Ho salvato i codici"): a panel read now could
    // take this set-up off the screen (the owner's policy's) with the codes on it.
    run: toastRunner({ title: () => T.common.errorTitle }),
    submit: () => callApi(authRoutes.verifyTotp, { body: { code: valueOf(codeForm.current, "code") } }),
    success: { title: T.twoStep.enabled, description: T.twoStep.enabledDescription },
    error: T.twoStep.confirmError,
    onSaved: ({ recoveryCodes }) => onEnabled(recoveryCodes),
  });
  return (
    <div className="mt-4 grid gap-4">
      <p className="font-medium text-ink-900">{T.twoStep.scan}</p>
      <QrCode uri={uri} />
      <div>
        <p className="text-sm text-ink-700">{T.twoStep.key}:</p>
        <code data-testid="totp-key" className="mt-1 block break-all font-mono text-lg text-ink-900">
          {grouped(secret)}
        </code>
      </div>
      <form ref={codeForm} onSubmit={confirm.onSubmit} noValidate className="grid gap-4">
        <FormField name="code" id="totp-confirm-code" label={T.twoStep.code} hint={T.twoStep.confirmStep} error={confirm.errors.code}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              required
              className="field-input font-mono text-lg tracking-wider"
              onInput={() => confirm.clearError("code")}
            />
          )}
        </FormField>
        <p className="flex flex-wrap gap-3">
          <button type="submit" className="btn-sea" aria-busy={confirm.busy || undefined} disabled={confirm.busy}>
            <ShieldCheck aria-hidden="true" className="size-5" />
            {T.twoStep.confirm}
          </button>
          <button type="button" className="btn-outline" onClick={onCancel}>
            {T.twoStep.cancel}
          </button>
        </p>
      </form>
    </div>
  );
}

/** Turning the app off: the password asked, always (a fresh check), then the whole panel read again. */
function TotpDisable({ onDisabled }: { onDisabled: () => void }) {
  const passwordForm = useRef<HTMLFormElement>(null);
  const disable = usePanelForm({
    saved: null,
    run: useAdminAction(),
    validate: (): FieldErrors => (passwordOf(passwordForm.current) ? {} : { password: T.login.passwordRequired }),
    submit: () => callApi(authRoutes.disableTotp, { body: { password: passwordOf(passwordForm.current) } }),
    success: { title: T.twoStep.disabled },
    error: T.twoStep.disableError,
    onSaved: () => {
      passwordForm.current?.reset();
      onDisabled();
    },
  });
  return (
    <form ref={passwordForm} onSubmit={disable.onSubmit} noValidate className="mt-4 grid gap-4">
      <FormField
        name="password"
        id="totp-disable-password"
        label={T.twoStep.password}
        hint={T.twoStep.disableHint}
        error={disable.errors.password}
      >
        {(control) => (
          <SecretInput
            {...control}
            autoComplete="current-password"
            required
            showLabel={T.login.showPassword}
            hideLabel={T.login.hidePassword}
            className="field-input pr-14"
            toggleClassName="text-ink-600 hover:text-sea-800"
            onInput={() => disable.clearError("password")}
          />
        )}
      </FormField>
      <p>
        <button
          type="submit"
          className="btn border-2 border-danger-700 bg-white text-danger-700 hover:bg-danger-50"
          aria-busy={disable.busy || undefined}
          disabled={disable.busy}
        >
          {T.twoStep.disable}
        </button>
      </p>
    </form>
  );
}

type Props = {
  /** Whether the account's authenticator app is on. */
  enabled: boolean;
  /** Drawn at the card's end: the owner's policy switch. */
  children?: ReactNode;
};

/**
 * "Verifica in due passaggi": sets up an authenticator app (a QR code and the key in text, then
 * a first code), shows the ten recovery codes once, and turns it off again with the password.
 */
export function TotpCard({ enabled, children }: Props) {
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const revalidator = useRevalidator();
  // The notice, and a set-up the owner's policy asks for, depend on it: the whole panel is read again.
  const refreshPanel = () => void refreshWholePanel(revalidator.revalidate);

  const starting = usePanelAction(useAdminAction());
  const start = async () => {
    const result = await starting.start(() => callApi(authRoutes.startTotp), { error: T.twoStep.startError });
    if (result?.ok) setPhase({ step: "setup", ...result.value });
  };

  const done = () => {
    setPhase({ step: "idle" });
    refreshPanel();
  };

  const on = enabled || phase.step === "codes";
  return (
    <section aria-labelledby="two-step-title" id="verifica-due-passaggi" className="card mt-6 max-w-2xl p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="two-step-title" className="text-xl font-semibold text-sea-950">
          {T.twoStep.title}
        </h3>
        <span className={`rounded-full px-3 py-0.5 text-sm font-bold ${on ? "bg-olive-700 text-white" : "bg-sand-200 text-ink-700"}`}>
          {on ? T.twoStep.on : T.twoStep.off}
        </span>
      </div>
      <p className="mt-2 text-ink-700">{T.twoStep.intro}</p>

      {phase.step === "codes" ? (
        <RecoveryCodes codes={phase.codes} onDone={done} />
      ) : phase.step === "setup" ? (
        <TotpSetup
          secret={phase.secret}
          uri={phase.uri}
          onEnabled={(codes) => setPhase({ step: "codes", codes })}
          onCancel={() => setPhase({ step: "idle" })}
        />
      ) : enabled ? (
        <TotpDisable onDisabled={refreshPanel} />
      ) : (
        <p className="mt-4">
          <button
            type="button"
            className="btn-sea"
            onClick={() => void start()}
            aria-busy={starting.busy || undefined}
            disabled={starting.busy}
          >
            <KeyRound aria-hidden="true" className="size-5" />
            {T.twoStep.start}
          </button>
        </p>
      )}
      {children}
    </section>
  );
}
