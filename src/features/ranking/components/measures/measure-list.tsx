import { chakra } from '@chakra-ui/react';
import { PagedTable, type Column } from '../../../../components/list/paged-table';
import { useListParams } from '../../../../components/list/use-list-params';
import { rankingSettingsJa } from '../../../../shared/i18n/ranking-settings.ja';
import { useListMeasuresQuery, type Measure } from '../../ranking.api';
import { MeasureActions } from './measure-actions';
import { KeywordCell, LatestRank, pointText, StoreCell } from './measure-cells';
import { MeasureFilters, measureListParams } from './measure-filters';
import { MeasureStatusSwitch } from './measure-status-switch';

const t = rankingSettingsJa.list;
const PAGE_SIZE = 20;

const columns: Column<Measure>[] = [
  { key: 'store', header: t.store, rowHeader: true, cell: (m) => <StoreCell measure={m} />, cellProps: { minW: '10rem' } },
  { key: 'provider', header: t.provider, cell: (m) => rankingSettingsJa.provider[m.provider], cellProps: { whiteSpace: 'nowrap' } },
  { key: 'keyword', header: t.keyword, cell: (m) => <KeywordCell measure={m} />, cellProps: { minW: '9rem' } },
  { key: 'point', header: t.point, cell: (m) => pointText(m), cellProps: { minW: '9rem' } },
  { key: 'radius', header: t.radius, align: 'right', cell: (m) => t.radiusValue(m.radius_m), cellProps: { whiteSpace: 'nowrap' } },
  { key: 'time', header: t.time, cell: (m) => m.measure_time },
  { key: 'status', header: t.status, cell: (m) => <MeasureStatusSwitch measure={m} />, cellProps: { minW: '7.5rem' } },
  { key: 'latest', header: t.latest, cell: (m) => <LatestRank measure={m} /> },
  { key: 'actions', header: t.actions, cell: (m) => <MeasureActions measure={m} />, cellProps: { minW: '10rem' } },
];

// The company's measures, filtered and paged through the URL.
export const MeasureList = () => {
  const { values, setPage, setFilters, reset } = useListParams(measureListParams);
  const query = useListMeasuresQuery({
    page: values.page,
    pageSize: PAGE_SIZE,
    freeWord: values.free_word.trim() || undefined,
    provider: values.provider === 'all' ? undefined : values.provider,
    status: values.status === 'all' ? undefined : values.status,
  });
  return (
    <chakra.section aria-label={t.label} mb="6">
      <MeasureFilters values={values} onChange={setFilters} onClear={reset} />
      <PagedTable query={query} columns={columns} rowKey={(m) => m.id} label={t.label} onPageChange={setPage} empty={t.empty} rowTestId={(m) => `measure-${m.id}`} data-testid="measure-list" />
    </chakra.section>
  );
};
