import { useEffect } from 'react';
import type { Ownership } from '../shared/access/access-rules';
import { ja } from '../shared/i18n/ja';
import { useAppSelector } from '../store/hooks';

export const useOwnership = (): Ownership => useAppSelector((s) => s.session.user?.ownership ?? s.session.ownership);

// <html data-brand> switches the brand colour variables defined in the theme's global CSS.
export const useBrandAttribute = () => {
  const ownership = useOwnership();
  useEffect(() => {
    document.documentElement.dataset.brand = ownership;
  }, [ownership]);
};

export const useDocumentTitle = (title: string, ownership?: Ownership) => {
  const current = useOwnership();
  const brand = ja.brand[ownership ?? current].product;
  useEffect(() => {
    document.title = `${title} | ${brand}`;
  }, [title, brand]);
};
