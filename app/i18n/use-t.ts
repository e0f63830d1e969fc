import { useMatches } from "react-router";

import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";

import { translate, type Translator } from "./t";

type WithMessages = { lang?: Language; messages?: Record<string, unknown> };

/**
 * The page's language and a translator over the texts its loaders sent (each loader sends
 * the namespaces it needs, already in the page's language, Italian filling any gap).
 */
export function useT() {
  const matches = useMatches();
  const datas = matches.map((m) => m.loaderData as WithMessages | undefined).filter(Boolean) as WithMessages[];
  const lang = datas.find((d) => d.lang)?.lang ?? DEFAULT_LANGUAGE;
  const dicts = datas
    .map((d) => d.messages)
    .filter(Boolean)
    .reverse();
  const t: Translator = (key, vars) => translate(dicts, key, vars);
  return { lang, t };
}
