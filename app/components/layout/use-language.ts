import { useRouteLoaderData } from "react-router";
import { DEFAULT_LANGUAGE, type Language } from "~/lib/constants";
import { t } from "~/i18n/t";

/** The page's language (decided by the root loader) and a translator bound to it. */
export function useLanguage(): { lang: Language; t: (key: string, vars?: Record<string, string | number>) => string } {
  const data = useRouteLoaderData("root") as { lang: Language } | undefined;
  const lang = data?.lang ?? DEFAULT_LANGUAGE;
  return { lang, t: (key, vars) => t(lang, key, vars) };
}
