import { Box, chakra } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState } from 'react';
import { fieldStyle } from '../../../../components/form/field-style';
import { QueryState } from '../../../../components/list/query-state';
import { formatDateTime } from '../../../../shared/formats/formats';
import { keywordJa } from '../../../../shared/i18n/keyword.ja';
import type { GridSize } from '../../../../shared/ranking/geo-grid';
import { useGetGeoGridQuery, useListGeoGridsQuery, useStartGeoGridMutation, type GeoGrid } from '../../ranking.api';
import { GeoGridCanvas } from './geo-grid-canvas';
import { GeoGridControls } from './geo-grid-controls';
import type { GeoGridTileLayer } from './geo-grid-draw';
import { distanceLabel, isGridActive } from './geo-grid-model';
import { GeoGridSummary } from './geo-grid-summary';

const t = keywordJa.grid;

/** How often a measuring grid is read again. */
export const GEO_GRID_POLL_MS = 2000;

const RunSelect = ({ runs, value, onChange }: { runs: GeoGrid[]; value: number; onChange: (id: number) => void }) => {
  const id = useId();
  return (
    <Box mt="4" maxW="30rem">
      <chakra.label htmlFor={id} display="block" fontWeight="bold" fontSize="sm" mb="1">
        {t.runs}
      </chakra.label>
      <chakra.select id={id} {...fieldStyle} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {runs.map((run) => (
          <option key={run.id} value={run.id}>
            {t.runOption(formatDateTime(run.created_at), run.size, distanceLabel(run.spacing_m), t.status[run.status])}
          </option>
        ))}
      </chakra.select>
    </Box>
  );
};

const GridRun = ({ gridId, tileLayer }: { gridId: number; tileLayer?: GeoGridTileLayer }) => {
  const query = useGetGeoGridQuery({ id: gridId });
  const grid = query.data?.data;
  // Polled only while the job measures; realtime is not relied on, so a missed event never leaves it stale.
  useGetGeoGridQuery(isGridActive(grid) ? { id: gridId } : skipToken, { pollingInterval: GEO_GRID_POLL_MS, skipPollingIfUnfocused: false });
  return (
    <QueryState query={query} minH="40">
      {({ data }) => (
        <>
          <GeoGridSummary grid={data} />
          {data.cells.length ? <GeoGridCanvas grid={data} tileLayer={tileLayer} /> : null}
        </>
      )}
    </QueryState>
  );
};

interface GeoGridPanelProps {
  measureId: number;
  /** Map tiles under the cells; none by default (no external tile server is reachable from the console). */
  tileLayer?: GeoGridTileLayer;
}

/** グリッド計測: start a run around the measure's point, follow it, and look back at the latest runs. */
export const GeoGridPanel = ({ measureId, tileLayer }: GeoGridPanelProps) => {
  const headingId = useId();
  const runs = useListGeoGridsQuery({ id: measureId });
  const [chosen, setChosen] = useState<number | null>(null);
  const [start, starting] = useStartGeoGridMutation();
  const list = runs.data?.data ?? [];
  const selectedId = chosen !== null && list.some((r) => r.id === chosen) ? chosen : (list[0]?.id ?? chosen);
  const running = list.some(isGridActive);
  // The list is read again while a run measures, so its line and the start button follow it to the end even when
  // another run is on show.
  useListGeoGridsQuery(running ? { id: measureId } : skipToken, { pollingInterval: GEO_GRID_POLL_MS, skipPollingIfUnfocused: false });

  const onStart = async (request: { size: GridSize; spacing_m: number }) => {
    const result = await start({ id: measureId, geoGridRequest: request });
    if ('data' in result && result.data) setChosen(result.data.data.id);
  };

  return (
    <chakra.section aria-labelledby={headingId} data-testid="geo-grid-panel" mt="6">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="1">
        {t.heading}
      </chakra.h2>
      <chakra.p color="muted" fontSize="sm" mb="3">
        {t.lead}
      </chakra.p>
      <GeoGridControls busy={starting.isLoading || running} onStart={(request) => void onStart(request)} />
      <QueryState query={runs} minH="10">
        {() =>
          selectedId === null ? (
            <chakra.p mt="4" color="muted" data-testid="geo-grid-none">
              {t.none}
            </chakra.p>
          ) : (
            <>
              {list.length > 1 ? <RunSelect runs={list} value={selectedId} onChange={setChosen} /> : null}
              <GridRun gridId={selectedId} tileLayer={tileLayer} />
            </>
          )
        }
      </QueryState>
    </chakra.section>
  );
};
