import { Box, chakra } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { InstagramSettingsManager } from '../../../features/instagram/components/instagram-settings-manager';
import { can } from '../../../shared/access/access-rules';
import { instagramJa as t } from '../../../shared/i18n/instagram.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { instagramEditPath, paths } from '../../paths';
import { NotFoundScreen } from '../public/not-found-screen';

// Instagram連携管理: the link settings, each crossposting new Instagram posts to its Google stores.
export const InstagramSettingsScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'postInstagram')) return <NotFoundScreen />;
  return (
    <>
      <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="3" mb="4">
        <chakra.h1 fontSize="2xl" fontWeight="bold">
          {t.title}
        </chakra.h1>
        <chakra.a asChild display="inline-flex" alignItems="center" minH="44px" px="4" borderRadius="md" fontWeight="bold" bg="var(--brand)" color="white">
          <Link to={paths.postInstagramCreate}>{t.createNew}</Link>
        </chakra.a>
      </Box>
      <chakra.p color="muted" mb="4">
        {t.lead}
      </chakra.p>
      <InstagramSettingsManager editPath={instagramEditPath} />
    </>
  );
};
