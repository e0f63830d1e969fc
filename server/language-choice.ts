import type { RequestHandler } from "express";

import { LANGUAGE_CHOICE_PARAM, languageCookie } from "~/i18n/language-choice";
import { isLanguage } from "~/i18n/t";

/**
 * A followed switcher link (`/rooms/due?set-lang=en`): the choice goes into the `bb-language`
 * cookie and the browser is sent on to the clean address, so it works before hydration and
 * without JavaScript, and no address with the marker is ever shown, shared or cached.
 */
export const languageChoice: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  if (!req.originalUrl.includes(`${LANGUAGE_CHOICE_PARAM}=`)) return next();
  const url = new URL(req.originalUrl, "http://site.invalid");
  const lang = url.searchParams.get(LANGUAGE_CHOICE_PARAM);
  if (!isLanguage(lang)) return next();
  url.searchParams.delete(LANGUAGE_CHOICE_PARAM);
  // One leading slash only: `//host?set-lang=en` must not become a redirect to another site.
  const location = `/${url.pathname.replace(/^\/+/, "")}${url.search}`;
  res.set("Set-Cookie", languageCookie(lang));
  res.set("Cache-Control", "no-store");
  res.redirect(303, location);
};
