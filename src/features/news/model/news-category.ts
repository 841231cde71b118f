import { ja } from '../../../shared/i18n/ja';

export type NewsCategory = 1 | 2 | 3;

export const newsCategoryLabel = (category: NewsCategory) => ja.news.category[category];

// Background colours chosen for ≥ 4.5:1 contrast against white text.
export const newsCategoryColour: Record<NewsCategory, string> = { 1: '#9b2c2c', 2: '#276749', 3: '#4a5568' };
