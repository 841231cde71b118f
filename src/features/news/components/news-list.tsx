import { Box } from '@chakra-ui/react';
import { EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
import { ja } from '../../../shared/i18n/ja';
import { useListNewsQuery } from '../news.api';
import { COMPACT_ROW_HEIGHT, NewsRows } from './news-rows';

interface NewsListProps {
  page: number;
  onPageChange: (page: number) => void;
  detailPath: (id: number) => string;
}

export const NewsList = ({ page, onPageChange, detailPath }: NewsListProps) => {
  const { data, isLoading } = useListNewsQuery({ page, pageSize: 10 });
  if (isLoading) return <Box aria-busy="true" minH="40" />;
  if (!data || data.data.length === 0) return <EmptyState message={ja.news.empty} />;
  return (
    <>
      <NewsRows items={data.data} detailPath={detailPath} />
      <Pagination pagination={data.pagination} onChange={onPageChange} />
    </>
  );
};

const LATEST_COUNT = 5;

// The home screen's first panel: its box keeps the height of five one-line rows while loading, empty or loaded, so
// the panels below never move when the news arrive (the home screen's layout shift was 0.41).
export const LatestNews = ({ detailPath }: { detailPath: (id: number) => string }) => {
  const { data, isLoading } = useListNewsQuery({ page: 1, pageSize: LATEST_COUNT });
  return (
    <Box minH={`calc(${LATEST_COUNT} * ${COMPACT_ROW_HEIGHT})`} aria-busy={isLoading || undefined} data-testid="latest-news">
      {isLoading ? null : !data || data.data.length === 0 ? <EmptyState message={ja.home.noNews} /> : <NewsRows items={data.data} detailPath={detailPath} compact />}
    </Box>
  );
};
