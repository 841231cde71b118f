import { Box, chakra } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Pagination } from '../../../../components/pagination';
import { ScreenHeading } from '../../../../components/screen-heading';
import { CardList } from '../../../../components/list/card-list';
import { FreeWordFilter } from '../../../../components/list/free-word-filter';
import { QueryState } from '../../../../components/list/query-state';
import { accountKeysParam, enumParam, intParam, stringParam, useListParams } from '../../../../components/list/use-list-params';
import { useListBusinessListingsQuery } from '../../../../features/business/business-listings.api';
import { can } from '../../../../shared/access/access-rules';
import { useAppSelector } from '../../../../store/hooks';
import { useDocumentTitle } from '../../../brand';
import { paths } from '../../../paths';
import { NotFoundScreen } from '../../public/not-found-screen';
import { StoreFilter } from '../../shared/store-filter';
import { useStorePickerSource } from '../../shared/use-store-picker-source';
import { ListingCard } from './listing-card';
import { listingsJa as t } from './listings.ja';

const PAGE_SIZE = 20;
const listParams = {
  page: intParam(1, { max: 100000 }),
  free_word: stringParam('', { maxLength: 100 }),
  attention: enumParam(['1'] as const, ''),
  local_accounts: accountKeysParam(),
};

const toolLinks = [
  { to: paths.businessUpdate, label: t.links.bulk },
  { to: paths.businessSettingAll, label: t.links.settingAll },
  { to: paths.businessCreateYahoo, label: t.links.createYahoo },
];

const BusinessListings = () => {
  const { values, setPage, setFilters } = useListParams(listParams);
  const [pickerOpen, setPickerOpen] = useState(false);
  const source = useStorePickerSource();
  const arg = useMemo(
    () => ({
      page: values.page,
      pageSize: PAGE_SIZE,
      ...(values.free_word.trim() ? { freeWord: values.free_word.trim() } : {}),
      ...(values.attention === '1' ? { attention: true } : {}),
      ...(values.local_accounts.length > 0 ? { localAccounts: values.local_accounts } : {}),
    }),
    [values],
  );
  const query = useListBusinessListingsQuery(arg);
  return (
    <>
      <ScreenHeading title={t.title} lead={t.lead} />
      <chakra.nav aria-label={t.title} display="flex" flexWrap="wrap" gap="3" mb="4">
        {toolLinks.map((link) => (
          <chakra.a key={link.to} asChild display="inline-flex" alignItems="center" minH="11" color="var(--brand)" textDecoration="underline">
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </chakra.a>
        ))}
      </chakra.nav>
      <Box bg="surface" borderRadius="md" p="4" mb="4" display="flex" flexDirection="column" gap="3">
        {/* The filter sizes itself as a flex item of a row (the other lists' filter panels). */}
        <Box display="flex">
          <FreeWordFilter value={values.free_word} onCommit={(free_word) => setFilters({ free_word })} placeholder={t.filters.freeWord} maxLength={100} />
        </Box>
        <chakra.label display="inline-flex" alignItems="center" gap="2" minH="11" cursor="pointer" alignSelf="flex-start">
          <chakra.input
            type="checkbox"
            w="5"
            h="5"
            checked={values.attention === '1'}
            onChange={(e) => setFilters({ attention: e.target.checked ? '1' : '' })}
          />
          {t.filters.attention}
        </chakra.label>
        <StoreFilter
          texts={t.stores}
          scope="business-listing-stores"
          applyId="business-listing-apply-stores"
          {...source}
          value={values.local_accounts}
          onApply={(local_accounts) => setFilters({ local_accounts })}
          open={pickerOpen}
          onOpenChange={setPickerOpen}
          initialProvider={values.local_accounts[0]?.startsWith('y_') ? 'yahoo' : 'google'}
          summaryTestId="business-store-summary"
        />
      </Box>
      <Box bg="surface" borderRadius="md" px="4" minW="0">
        <QueryState query={query} isEmpty={(answer) => answer.data.length === 0} empty={t.empty}>
          {(answer) => (
            <>
              <CardList label={t.listLabel} testId="business-listings">
                {answer.data.map((summary) => (
                  <ListingCard key={summary.store_id} summary={summary} />
                ))}
              </CardList>
              <Pagination pagination={answer.pagination} onChange={setPage} />
            </>
          )}
        </QueryState>
      </Box>
    </>
  );
};

// 店舗情報: every store's listing on Google and Yahoo!プレイス side by side, with what differs, the reflections,
// the automatic reflection switches and Google's own edits to decide.
export const BusinessListingsScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'business')) return <NotFoundScreen />;
  return <BusinessListings />;
};
