import { Cell, DataTable, HeadCell } from '../../../../components/data-table';
import { StatusBadge, type StatusTone } from '../../../../components/status-badge';
import { listJa } from '../../../../shared/i18n/list.ja';
import { rankingSettingsJa } from '../../../../shared/i18n/ranking-settings.ja';
import type { MeasureImportLine } from '../../ranking.api';

const t = rankingSettingsJa;
const tones: Record<MeasureImportLine['status'], StatusTone> = { ok: 'success', exists: 'muted', error: 'danger' };

// Every line of the file with what became of it (or would, on a dry run), and the reason of each error.
export const MeasureImportLines = ({ lines }: { lines: MeasureImportLine[] }) => (
  <DataTable aria-label={t.file.linesLabel} scrollLabel={listJa.scrollRegion(t.file.linesLabel)} data-testid="measure-import-lines">
    <thead>
      <tr>
        <HeadCell scope="col">{t.file.row}</HeadCell>
        <HeadCell scope="col">{t.list.store}</HeadCell>
        <HeadCell scope="col">{t.list.provider}</HeadCell>
        <HeadCell scope="col">{t.list.keyword}</HeadCell>
        <HeadCell scope="col">{t.file.result}</HeadCell>
      </tr>
    </thead>
    <tbody>
      {lines.map((line) => (
        <tr key={line.row} data-testid={`import-line-${line.row}`}>
          <Cell>{line.row}</Cell>
          <Cell>{line.store_code}</Cell>
          <Cell>{line.provider}</Cell>
          <Cell>{line.keyword}</Cell>
          <Cell minW="12rem">
            <StatusBadge tone={tones[line.status]} label={t.file.lineStatus[line.status] ?? line.status} />
            {line.message ? <span> {line.message}</span> : null}
          </Cell>
        </tr>
      ))}
    </tbody>
  </DataTable>
);
