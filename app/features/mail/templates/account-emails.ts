import { oneLine } from "./blocks";
import { OWNER_TEXTS } from "./owner-texts";
import { render } from "./render";
import type { BusinessContact, RenderedEmail } from "./types";

/** The words of the invitation to the panel, in Italian (the panel speaks Italian). */
const TEXTS = {
  subject: (brand: string) => `Invito al pannello di ${brand}`,
  preheader: "Scegli la tua password entro 72 ore: il link vale una sola volta.",
  heading: "Un invito al pannello",
  greeting: (name: string, brand: string, role: string) =>
    `Ciao ${name}, ${brand} ti invita a usare il pannello della struttura con il ruolo «${role}».`,
  labels: { username: "Nome utente", role: "Ruolo" },
  button: "Scegli la tua password",
  then: (panel: string) =>
    `Il link vale una sola volta e scade dopo 72 ore. Scelta la password, entra da ${panel} con il tuo indirizzo e-mail come nome utente.`,
  notExpected: "Se non aspettavi questo invito, ignora questa e-mail: senza una password scelta da te l'account resta chiuso.",
};

/**
 * The link an invited person sets her password with (`links.accept`, single-use, 72 hours),
 * then the address of the panel she signs in to. `role` is the role's name as the panel shows it.
 */
export function accountInviteEmail(
  business: BusinessContact,
  invite: { name: string; email: string; role: string },
  links: { accept: string; panel: string },
): RenderedEmail {
  const brand = business.name;
  return render({
    lang: "it",
    subject: TEXTS.subject(brand),
    preheader: TEXTS.preheader,
    brand,
    blocks: [
      { kind: "heading", text: TEXTS.heading },
      { kind: "paragraph", value: TEXTS.greeting(oneLine(invite.name), brand, invite.role) },
      {
        kind: "details",
        tone: "box",
        rows: [
          { label: TEXTS.labels.username, value: invite.email },
          { label: TEXTS.labels.role, value: invite.role },
        ],
      },
      { kind: "button", label: TEXTS.button, href: links.accept, fallback: OWNER_TEXTS.buttonFallback },
      { kind: "paragraph", value: TEXTS.then(links.panel) },
      { kind: "note", value: TEXTS.notExpected },
    ],
    footer: [OWNER_TEXTS.footer(brand)],
  });
}
