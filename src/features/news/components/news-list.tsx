import { Box } from '@chakra-ui/react';
import { EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
import { ja } from '../../../shared/i18n/ja';
import { useListNewsQuery } from '../news.api';
import { NewsRows } from './news-rows';

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

export const LatestNews = ({ detailPath }: { detailPath: (id: number) => string }) => {
  const { data, isLoading } = useListNewsQuery({ page: 1, pageSize: 5 });
  if (isLoading) return <Box aria-busy="true" minH="20" />;
  if (!data || data.data.length === 0) return <EmptyState message={ja.home.noNews} />;
  return <NewsRows items={data.data} detailPath={detailPath} />;
};
