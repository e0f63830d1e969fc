import { PrivacyPage } from "~/features/site/components/privacy-page";
import { messagesFor } from "~/i18n/dictionaries.server";
import { TIME_ZONE } from "~/lib/constants";
import { todayInItaly } from "~/lib/dates";
import { dateFormat } from "~/lib/intl";
import { languageForRequest } from "~/lib/language.server";
import { seoMeta } from "~/lib/seo";

import type { Route } from "./+types/privacy";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  const now = new Date();
  // Formatted on the server, in the business's time zone, so the browser shows the same day.
  const updated = {
    iso: todayInItaly(now),
    text: dateFormat(lang, { timeZone: TIME_ZONE, dateStyle: "long" }).format(now),
  };
  return { lang, messages: messagesFor(lang, ["privacy"]), updated };
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "privacy.meta.title", description: "privacy.meta.description" });

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage updated={loaderData.updated} />;
}
