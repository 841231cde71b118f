import { chakra } from '@chakra-ui/react';
import { chartsJa } from '../../shared/i18n/charts.ja';
import type { ValueFormatter } from './chart-config';
import type { ChartSeries } from './chart-series';

// Out of sight but read by screen readers: a canvas has no text, so the same numbers are offered as a table.
const VisuallyHidden = chakra('div', {
  base: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: '0',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    borderWidth: '0',
  },
});

interface ChartTableProps {
  title: string;
  labels: string[];
  series: ChartSeries[];
  formatValue: ValueFormatter;
}

export const ChartTable = ({ title, labels, series, formatValue }: ChartTableProps) => (
  <VisuallyHidden data-testid="chart-table">
    <table>
      <caption>{chartsJa.tableCaption(title)}</caption>
      <thead>
        <tr>
          <th scope="col">{chartsJa.seriesHeader}</th>
          {labels.map((label, i) => (
            <th key={`${i}-${label}`} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {series.map((s, row) => (
          <tr key={`${row}-${s.name}`}>
            <th scope="row">{s.name}</th>
            {labels.map((label, i) => (
              <td key={`${i}-${label}`}>{formatValue(s.data[i] ?? null)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </VisuallyHidden>
);
