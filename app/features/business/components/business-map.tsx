import { ExternalLink } from "lucide-react";

import { mapPageUrl, type Business } from "~/lib/business";

import { BusinessField } from "./business-field";
import { mapPoint, type BusinessFields } from "./business-form";
import { BusinessSection } from "./business-section";
import { T } from "./texts";

const TM = T.business.map;
const COORDINATE = { inputMode: "decimal", spellCheck: false } as const;

/** The business's point on the map, with a link to check it (the point typed, while it is a valid one). */
export function BusinessMap({ fields, saved }: { fields: BusinessFields; saved: Business["coordinates"] }) {
  const point = mapPoint(fields.values, saved);
  return (
    <BusinessSection id="business-map" title={TM.title}>
      <p id="business-map-hint" className="-mt-1 text-sm text-ink-600">
        {TM.hint}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <BusinessField fields={fields} name="coordinates.latitude" label={TM.latitude} describedBy="business-map-hint" input={COORDINATE} />
        <BusinessField
          fields={fields}
          name="coordinates.longitude"
          label={TM.longitude}
          describedBy="business-map-hint"
          input={COORDINATE}
        />
      </div>
      <p>
        <a
          href={mapPageUrl(point)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-sea-800 underline hover:text-sea-950"
        >
          <ExternalLink aria-hidden="true" className="size-5 shrink-0" />
          {TM.check}
          <span className="sr-only"> {TM.newTab}</span>
        </a>
      </p>
    </BusinessSection>
  );
}
