import { chakra } from '@chakra-ui/react';
import { keywordJa } from '../../../../shared/i18n/keyword.ja';
import type { GeoGrid } from '../../ranking.api';
import { cellSpokenLabel, eastLabel, northLabel } from './geo-grid-model';

const t = keywordJa.grid;

/** The picture's numbers for screen readers: one row per north–south offset, one column per east–west offset. */
export const GeoGridTable = ({ grid }: { grid: GeoGrid }) => {
  const rows = Array.from({ length: grid.size }, (_, row) => grid.cells.filter((c) => c.row === row).sort((a, b) => a.col - b.col));
  const header = rows[0] ?? [];
  return (
    <chakra.div srOnly>
      <table data-testid="geo-grid-table">
        <caption>{t.tableCaption}</caption>
        <thead>
          <tr>
            <td />
            {header.map((cell) => (
              <th key={cell.col} scope="col">
                {eastLabel(cell.east_m)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, row) => (
            <tr key={row}>
              <th scope="row">{northLabel(cells[0]?.north_m ?? 0)}</th>
              {cells.map((cell) => (
                <td key={cell.col}>{cellSpokenLabel(cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </chakra.div>
  );
};
