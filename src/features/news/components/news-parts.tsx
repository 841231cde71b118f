import { chakra } from '@chakra-ui/react';
import { ja } from '../../../shared/i18n/ja';
import { newsCategoryColour, newsCategoryLabel, type NewsCategory } from '../model/news-category';

export const CategoryTag = ({ category }: { category: NewsCategory }) => (
  <chakra.span
    display="inline-block"
    px="2"
    py="0.5"
    borderRadius="sm"
    fontSize="xs"
    fontWeight="bold"
    color="white"
    bg={newsCategoryColour[category]}
    whiteSpace="nowrap"
    data-testid="news-category"
  >
    {newsCategoryLabel(category)}
  </chakra.span>
);

export const UnreadMark = () => (
  <chakra.span
    role="img"
    aria-label={ja.common.unreadMark}
    data-testid="news-unread"
    display="inline-block"
    width="8px"
    height="8px"
    borderRadius="full"
    bg="danger"
    flexShrink={0}
  />
);
