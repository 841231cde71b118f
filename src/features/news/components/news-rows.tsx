import { Box, chakra } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { ListNewsApiResponse } from '../news.api';
import { CategoryTag, UnreadMark } from './news-parts';

type NewsItem = ListNewsApiResponse['data'][number];

// Rows shared by the news list and the home page's latest news.
export const NewsRows = ({ items, detailPath }: { items: NewsItem[]; detailPath: (id: number) => string }) => (
  <chakra.ul listStyleType="none" m="0" p="0" data-testid="news-list">
    {items.map((item) => (
      <chakra.li key={item.id} borderBottomWidth="1px" borderBottomStyle="solid" borderBottomColor="line" py="3" data-read={item.is_read}>
        <Box display="flex" flexWrap="wrap" alignItems="center" gap="3">
          <chakra.span width="3" display="inline-flex">
            {item.is_read ? null : <UnreadMark />}
          </chakra.span>
          <chakra.time fontSize="sm" color="muted">
            {item.published_at}
          </chakra.time>
          <CategoryTag category={item.category} />
          <chakra.a asChild color="ink" textDecoration="underline" fontWeight={item.is_read ? 'normal' : 'bold'}>
            <Link to={detailPath(item.id)}>{item.title}</Link>
          </chakra.a>
        </Box>
      </chakra.li>
    ))}
  </chakra.ul>
);
