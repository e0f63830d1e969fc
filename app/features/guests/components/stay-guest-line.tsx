import { formatStayDate } from "~/components/admin/format";
import type { PoliceError } from "~/db/schema";

import { givesDocument } from "../guest-types";
import { placeLabel, type FormGuest, type GuestFormTexts, type GuestsFormData } from "../guests-form";
import { GuestRefusal } from "./guest-refusal";
import { TG } from "./stay-guests-texts";

/** One guest entered on a stay, as the owner reads it: name, birth, citizenship, residence, document, and what the portal refused of it. */
export function StayGuestLine({
  guest,
  position,
  data,
  texts,
  policeError,
}: {
  guest: FormGuest;
  position: number;
  data: GuestsFormData;
  texts: GuestFormTexts;
  policeError: PoliceError | null;
}) {
  const lead = position === 0;
  // A name in another script: the spelling the police get, as the passport prints it.
  const latin =
    guest.surnameLatin || guest.givenNameLatin ? `${guest.surnameLatin || guest.surname} ${guest.givenNameLatin || guest.givenName}` : "";
  const name = (field: keyof FormGuest["names"]) => {
    const place = guest.names[field];
    return place ? placeLabel(place) : "—";
  };
  const where = (place: "birthPlace" | "residencePlace", country: "birthCountry" | "residenceCountry") =>
    guest[place] ? `${name(place)}, ${name(country)}` : name(country);
  const documents: Record<string, string> = texts.usualDocuments;
  const documentName = guest.documentType
    ? (documents[guest.documentType] ?? data.documents.find((d) => d.code === guest.documentType)?.name ?? guest.documentType)
    : "—";
  return (
    <li className="rounded-xl border border-sand-300 bg-sand-50 px-4 py-3">
      <strong className="text-ink-900">
        {guest.surname} {guest.givenName}
      </strong>
      <span className="text-ink-700">
        {" "}
        ({guest.sex}
        {latin ? `, ${TG.latin(latin)}` : ""}
        {lead ? `, ${TG.lead}` : ""})
      </span>
      <p className="text-sm text-ink-700">
        {[
          TG.born(formatStayDate(guest.birthDate), where("birthPlace", "birthCountry")),
          TG.citizenship(name("citizenship")),
          TG.residence(where("residencePlace", "residenceCountry")),
        ].join(" · ")}
      </p>
      {givesDocument(position, data.partyType) && (
        <p className="text-sm text-ink-700">{TG.document(documentName, guest.documentNumber ?? TG.noNumber, name("documentIssuePlace"))}</p>
      )}
      <GuestRefusal error={policeError} position={position} />
    </li>
  );
}
