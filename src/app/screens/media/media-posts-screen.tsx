import { chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { ScreenHeading } from '../../../components/screen-heading';
import { MediaPostList } from '../../../features/media-posting/components/media-post-list';
import { can } from '../../../shared/access/access-rules';
import { mediaPostingJa } from '../../../shared/i18n/media-posting.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { paths } from '../../paths';
import { NotFoundScreen } from '../public/not-found-screen';
import { LinkButtons } from '../shared/link-buttons';

const t = mediaPostingJa.list;

// 写真投稿: the media posts of the company with each store's status; cancel one still waiting.
export const MediaPostsScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  const headingId = useId();
  useDocumentTitle(t.title);
  if (!can(user, 'media')) return <NotFoundScreen />;
  return (
    <>
      <ScreenHeading title={t.title} lead={t.lead} />
      <LinkButtons
        links={[
          { to: paths.mediaCreate, label: t.create, primary: true },
          ...(can(user, 'mediaHistory') ? [{ to: paths.mediaHistory, label: t.history }] : []),
        ]}
      />
      <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p="4">
        <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="3">
          {t.heading}
        </chakra.h2>
        <MediaPostList />
      </chakra.section>
    </>
  );
};
