import { BusinessField } from "./business-field";
import { HOUR_KINDS, type BusinessFields } from "./business-form";
import { BusinessSection } from "./business-section";
import { T } from "./texts";

const TH = T.business.hours;

/** From and to of each time of day the site states: check-in, check-out, reception, breakfast. */
export function BusinessHours({ fields }: { fields: BusinessFields }) {
  return (
    <BusinessSection id="business-hours" title={TH.title} wide>
      <div className="grid gap-5 md:grid-cols-2 md:gap-x-8">
        {HOUR_KINDS.map((kind) => (
          <fieldset key={kind}>
            <legend className="font-semibold text-sea-950">{TH[kind]}</legend>
            <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-[repeat(2,minmax(0,11rem))]">
              {(["from", "to"] as const).map((end) => (
                <BusinessField
                  key={end}
                  fields={fields}
                  name={`hours.${kind}.${end}`}
                  label={
                    <>
                      <span className="sr-only">{TH[kind]}, </span>
                      {TH[end]}
                    </>
                  }
                  input={{ type: "time" }}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </BusinessSection>
  );
}
