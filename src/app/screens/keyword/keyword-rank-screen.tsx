import { Box, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { QueryState } from '../../../components/list/query-state';
import { useListParams } from '../../../components/list/use-list-params';
import { Pagination } from '../../../components/pagination';
import { ScreenHeading } from '../../../components/screen-heading';
import { KeywordMeasureCard } from '../../../features/ranking/components/keyword/keyword-measure-card';
import { useListMeasuresQuery, useListRankHistoriesQuery } from '../../../features/ranking/ranking.api';
import { can } from '../../../shared/access/access-rules';
import { keywordJa } from '../../../shared/i18n/keyword.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { keywordResultPath } from '../../paths';
import { NotFoundScreen } from '../public/not-found-screen';
import { KeywordFilters } from './keyword-filters';
import { KEYWORD_PAGE_SIZE, keywordListParams } from './keyword-params';

const t = keywordJa.list;

// 契約キーワード順位: every contracted keyword with its current rank and trend, and the last 30 days beside it.
export const KeywordRankScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'keyword')) return <NotFoundScreen />;
  return <KeywordRankList />;
};

const KeywordRankList = () => {
  const { values, setPage, setFilters, reset } = useListParams(keywordListParams);
  const filters = {
    kind: 'contract' as const,
    freeWord: values.free_word.trim() || undefined,
    provider: values.provider === 'all' ? undefined : values.provider,
    page: values.page,
    pageSize: KEYWORD_PAGE_SIZE,
  };
  const list = useListMeasuresQuery(filters);
  // The same filters, page and order, read for the sparklines; a card without its history simply shows none.
  const histories = useListRankHistoriesQuery({ ...filters, period: 'month', unit: 'day' });
  const pointsById = useMemo(() => new Map((histories.data?.data ?? []).map((row) => [row.measure.id, row.points])), [histories.data]);
  return (
    <>
      <ScreenHeading title={t.title} lead={t.lead} />
      <KeywordFilters values={values} onChange={setFilters} onClear={reset} />
      <Box bg="surface" borderRadius="md" p={{ base: '3', md: '4' }}>
        <QueryState query={list} isEmpty={(body) => body.data.length === 0} empty={t.empty}>
          {(body) => (
            <>
              <chakra.ul aria-label={t.label} listStyleType="none" m="0" p="0" data-testid="keyword-list">
                {body.data.map((measure) => (
                  <KeywordMeasureCard key={measure.id} measure={measure} points={pointsById.get(measure.id)} href={keywordResultPath(measure.id)} />
                ))}
              </chakra.ul>
              <Pagination pagination={body.pagination} onChange={setPage} />
            </>
          )}
        </QueryState>
      </Box>
    </>
  );
};
