import { Box, chakra } from '@chakra-ui/react';
import { ja } from '../../../shared/i18n/ja';
import { useGetNewsDetailQuery } from '../news.api';
import { CategoryTag } from './news-parts';

// The body is plain text rendered as text (never HTML); pre-wrap keeps its line breaks.
export const NewsDetail = ({ id }: { id: number }) => {
  const { data, isLoading } = useGetNewsDetailQuery({ id });
  if (isLoading) return <Box aria-busy="true" minH="40" />;
  if (!data) return null;
  const item = data.data;
  return (
    <chakra.article data-testid="news-detail">
      <chakra.h1 fontSize="xl" fontWeight="bold" mb="2">
        {item.title}
      </chakra.h1>
      <Box display="flex" gap="3" alignItems="center" mb="4">
        <CategoryTag category={item.category} />
        <chakra.span fontSize="sm" color="muted">
          {ja.news.publishedAt}: <time>{item.published_at}</time>
        </chakra.span>
      </Box>
      <chakra.div whiteSpace="pre-wrap" bg="surface" p="4" borderRadius="md" data-testid="news-body">
        {item.body}
      </chakra.div>
    </chakra.article>
  );
};
