import type { ScreenId } from "~/i18n/paths";
import { useT } from "~/i18n/use-t";

/** A plain stand-in for a screen until its real design lands (issue: the public site). */
export function ScreenPlaceholder({ screen, children }: { screen: ScreenId; children?: React.ReactNode }) {
  const { t } = useT();
  return (
    <main id="main">
      <h1>{t(`screens.${screen}`)}</h1>
      {children}
    </main>
  );
}
