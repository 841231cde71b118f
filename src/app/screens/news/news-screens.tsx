import { chakra } from '@chakra-ui/react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { NewsDetail } from '../../../features/news/components/news-detail';
import { NewsList } from '../../../features/news/components/news-list';
import { ja } from '../../../shared/i18n/ja';
import { useDocumentTitle } from '../../brand';
import { newsDetailPath, paths } from '../../paths';
import { NotFoundScreen } from '../public/not-found-screen';

export const NewsListScreen = () => {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  useDocumentTitle(ja.title.news);
  return (
    <>
      <chakra.h1 fontSize="2xl" fontWeight="bold" mb="4">
        {ja.news.listTitle}
      </chakra.h1>
      <chakra.section bg="surface" borderRadius="md" p="4">
        <NewsList page={page} onPageChange={(next) => setParams({ page: String(next) })} detailPath={newsDetailPath} />
      </chakra.section>
    </>
  );
};

export const NewsDetailScreen = () => {
  const { id } = useParams();
  const numericId = Number(id);
  useDocumentTitle(ja.title.news);
  if (!Number.isInteger(numericId) || numericId <= 0) return <NotFoundScreen />;
  return (
    <>
      <NewsDetail id={numericId} />
      <chakra.a asChild display="inline-block" mt="6" color="var(--brand)" textDecoration="underline">
        <Link to={paths.news}>{ja.news.backToList}</Link>
      </chakra.a>
    </>
  );
};
