import { Box, chakra } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { ListNewsApiResponse } from '../news.api';
import { CategoryTag, UnreadMark } from './news-parts';

type NewsItem = ListNewsApiResponse['data'][number];

// Rows shared by the news list and the home page's latest news.
/** The fixed height of a compact row (one line, the title cut with an ellipsis). */
export const COMPACT_ROW_HEIGHT = '3rem';

interface NewsRowsProps {
  items: NewsItem[];
  detailPath: (id: number) => string;
  /** One line per item of a known height (the home panel); otherwise a long title wraps. */
  compact?: boolean;
}

export const NewsRows = ({ items, detailPath, compact = false }: NewsRowsProps) => (
  <chakra.ul listStyleType="none" m="0" p="0" data-testid="news-list">
    {items.map((item) => (
      <chakra.li
        key={item.id}
        borderBottomWidth="1px"
        borderBottomStyle="solid"
        borderBottomColor="line"
        py={compact ? '0' : '3'}
        h={compact ? COMPACT_ROW_HEIGHT : undefined}
        display={compact ? 'flex' : undefined}
        alignItems="center"
        data-read={item.is_read}
      >
        <Box display="flex" flexWrap={compact ? 'nowrap' : 'wrap'} alignItems="center" gap="3" minW="0" w="full">
          <chakra.span width="3" display="inline-flex">
            {item.is_read ? null : <UnreadMark />}
          </chakra.span>
          <chakra.time fontSize="sm" color="muted" flexShrink="0" whiteSpace="nowrap">
            {item.published_at}
          </chakra.time>
          <CategoryTag category={item.category} />
          <chakra.a
            asChild
            color="ink"
            textDecoration="underline"
            fontWeight={item.is_read ? 'normal' : 'bold'}
            {...(compact ? { minW: '0', flex: '1', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', title: item.title } : {})}
          >
            <Link to={detailPath(item.id)}>{item.title}</Link>
          </chakra.a>
        </Box>
      </chakra.li>
    ))}
  </chakra.ul>
);
