import { SecondFactorPolicy } from "./second-factor-policy";
import { T } from "./second-factor-texts";
import { TotpCard } from "./totp-card";

type Props = {
  /** Whether the account's authenticator app is on. */
  enabled: boolean;
  /** The owner's switch, shown to her alone: whether it is on, and whether her own account has a factor. */
  policy?: { required: boolean; ownFactor: boolean };
  /** Shown in place of the panel's sections, because the owner's policy requires it (the rest of the panel stays closed). */
  screen?: boolean;
};

/**
 * Setting up a second factor: the "Verifica in due passaggi" card, in the account's security
 * area or as a screen of its own in place of the sections. One module for both, loaded on
 * demand, so that none of it weighs on the panel's first load.
 */
export function SecondFactorSetup({ enabled, policy, screen }: Props) {
  const card = (
    <TotpCard enabled={enabled}>{policy && <SecondFactorPolicy required={policy.required} ownFactor={policy.ownFactor} />}</TotpCard>
  );
  if (!screen) return card;
  return (
    <section aria-labelledby="second-factor-setup-title">
      <h2 id="second-factor-setup-title" className="text-2xl font-semibold text-sea-950">
        {T.setup.title}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-700">{T.setup.required}</p>
      {card}
    </section>
  );
}
