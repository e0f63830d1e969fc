import about from "./messages/about";
import accounts from "./messages/accounts";
import amenities from "./messages/amenities";
import auth from "./messages/auth";
import breakfast from "./messages/breakfast";
import checkIn from "./messages/check-in";
import common from "./messages/common";
import contact from "./messages/contact";
import errors from "./messages/errors";
import home from "./messages/home";
import language from "./messages/language";
import notFound from "./messages/not-found";
import passkeys from "./messages/passkeys";
import prices from "./messages/prices";
import privacy from "./messages/privacy";
import quote from "./messages/quote";
import review from "./messages/review";
import room from "./messages/room";
import rooms from "./messages/rooms";

/**
 * Every namespace of texts, in their four languages. Only dictionaries.server.ts imports them at run time: pages receive just the namespaces they use, in
 * their language (see messagesFor), so the browser never downloads the other languages.
 */
export const NAMESPACES = {
  about,
  accounts,
  amenities,
  auth,
  breakfast,
  checkIn,
  common,
  contact,
  errors,
  home,
  language,
  notFound,
  passkeys,
  prices,
  privacy,
  quote,
  review,
  room,
  rooms,
};
export type Namespace = keyof typeof NAMESPACES;

export type Dictionary = { [N in Namespace]: (typeof NAMESPACES)[N]["it"] };
