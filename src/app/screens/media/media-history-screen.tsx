import { Box } from '@chakra-ui/react';
import { ScreenHeading } from '../../../components/screen-heading';
import { MediaHistoryTable } from '../../../features/media-posting/components/media-history-table';
import { can } from '../../../shared/access/access-rules';
import { mediaPostingJa } from '../../../shared/i18n/media-posting.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { paths } from '../../paths';
import { NotFoundScreen } from '../public/not-found-screen';
import { LinkButtons } from '../shared/link-buttons';

const t = mediaPostingJa.history;

// 写真投稿履歴: one line per post and store, with the provider's error; a posted item can be removed from Google.
export const MediaHistoryScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'mediaHistory')) return <NotFoundScreen />;
  return (
    <>
      <ScreenHeading title={t.title} lead={t.lead} />
      {can(user, 'media') ? <LinkButtons links={[{ to: paths.media, label: mediaPostingJa.list.title }]} /> : null}
      <Box bg="surface" borderRadius="md" p="4">
        <MediaHistoryTable />
      </Box>
    </>
  );
};
