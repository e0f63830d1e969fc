import { ContactPage } from "~/features/site/components/contact-page";
import { messagesFor } from "~/i18n/dictionaries.server";
import { languageForRequest } from "~/lib/language.server";
import { seoMeta } from "~/lib/seo";

import type { Route } from "./+types/contact";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  return { lang, messages: messagesFor(lang, ["contact"]) };
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "contact.meta.title", description: "contact.meta.description" });

export default function Contact() {
  return <ContactPage />;
}
