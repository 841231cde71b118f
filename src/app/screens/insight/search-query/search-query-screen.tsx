import { Box, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Button } from '../../../../components/button';
import { ScreenHeading } from '../../../../components/screen-heading';
import { useListParams } from '../../../../components/list/use-list-params';
import { useListLocalAccountsQuery } from '../../../../features/local-accounts/local-accounts.api';
import { can } from '../../../../shared/access/access-rules';
import { searchQueryJa } from '../../../../shared/i18n/search-query.ja';
import { useAppSelector } from '../../../../store/hooks';
import { useDocumentTitle } from '../../../brand';
import { NotFoundScreen } from '../../public/not-found-screen';
import { useStorePickerSource } from '../../shared/use-store-picker-source';
import { BulkView } from './bulk-view';
import { SEARCH_QUERY_PARAMS, type SearchQueryParams } from './search-query-params';
import { StoreView } from './store-view';

const t = searchQueryJa;
const VIEWS = ['store', 'bulk'] as const;

const ViewSwitch = ({ view, onChange }: { view: SearchQueryParams['view']; onChange: (view: SearchQueryParams['view']) => void }) => (
  <Box role="group" aria-label={t.views.label} display="flex" gap="2" mb="4">
    {VIEWS.map((v) => (
      <Button key={v} variant={view === v ? 'solid' : 'outline'} minH="44px" aria-pressed={view === v} onClick={() => onChange(v)}>
        {t.views[v]}
      </Button>
    ))}
  </Box>
);

const SearchQuery = () => {
  const { values, setPage, setFilters } = useListParams(SEARCH_QUERY_PARAMS);
  const source = useStorePickerSource();
  const storesLoading = useListLocalAccountsQuery({}).isLoading;
  // Search keywords are Google's: Yahoo!プレイス stores have none.
  const google = useMemo(() => ({ ...source, rows: source.rows.filter((r) => r.provider === 'google') }), [source]);
  return (
    <>
      <ScreenHeading title={t.title} lead={t.lead} />
      <ViewSwitch view={values.view} onChange={(view) => setFilters({ view, q: '' })} />
      <chakra.section aria-label={t.views[values.view]}>
        {values.view === 'store' ? (
          <StoreView values={values} stores={google.rows} storesLoading={storesLoading} onChange={setFilters} onPageChange={setPage} />
        ) : (
          <BulkView values={values} source={google} onChange={setFilters} onPageChange={setPage} />
        )}
      </chakra.section>
    </>
  );
};

// 検索クエリ: the Google stores' monthly search keywords, one store across months or one month across stores.
export const SearchQueryScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'insightSearchQuery')) return <NotFoundScreen />;
  return <SearchQuery />;
};
