import type { Seasons } from "~/lib/seasons";

import { availabilityRoutes } from "../availability.routes";
import { Panel } from "./panel";
import { SeasonsFields } from "./seasons-fields";
import { T } from "./texts";
import { useApiData } from "./use-api-data";

const TS = T.availability.seasons;

/**
 * The high season's first and last day and the minimum stay of each season (availabilityRoutes.seasons,
 * setSeasons); `served`: as the page was rendered with them.
 */
export function SeasonsForm({ served }: { served?: Seasons }) {
  const { data, error, reload, replace } = useApiData(availabilityRoutes.seasons, {}, served);
  return (
    <Panel id="seasons" title={TS.title} intro={TS.intro}>
      {data ? (
        <SeasonsFields key={JSON.stringify(data)} saved={data} onSaved={replace} />
      ) : error ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-danger-700">
          {T.availability.loadError}
          <button type="button" className="btn-outline" onClick={reload}>
            {T.availability.retry}
          </button>
        </p>
      ) : (
        <p className="text-ink-700">{T.availability.loading}</p>
      )}
    </Panel>
  );
}
