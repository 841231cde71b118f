import { ContentSections } from '../../../features/contents/components/content-sections';
import { ja } from '../../../shared/i18n/ja';
import { useDocumentTitle } from '../../brand';

export const ContentScreen = ({ slug }: { slug: 'info' | 'manual' }) => {
  useDocumentTitle(ja.title[slug]);
  return <ContentSections slug={slug} />;
};
