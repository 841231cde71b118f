import { Box, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { LatestNews } from '../../../features/news/components/news-list';
import { ja } from '../../../shared/i18n/ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle, useOwnership } from '../../brand';
import { visibleMenu } from '../../menu/menu.table';
import { newsDetailPath, paths } from '../../paths';
import { GoogleEditHomeNotice, useGoogleEditNotice } from '../business/listings/google-edit-home-notice';

const Panel = chakra('section', { base: { bg: 'surface', borderRadius: 'md', p: '5', mb: '6' } });

export const HomeScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  const ownership = useOwnership();
  const shortcuts = useMemo(() => visibleMenu(user, ownership), [user, ownership]);
  const notice = useGoogleEditNotice();
  useDocumentTitle(ja.title.home);
  return (
    <>
      <chakra.h1 fontSize="2xl" fontWeight="bold" mb="6">
        {ja.title.home}
      </chakra.h1>
      <GoogleEditHomeNotice edited={notice.edited} />
      {/* Until it is known whether the notice shows above them, the panels are laid out (their data already
          loading) but not shown, so they appear in their final place instead of jumping down under the reader. */}
      <Box visibility={notice.pending ? 'hidden' : undefined} data-testid="home-panels">
        <Panel aria-labelledby="home-news">
          <Box display="flex" alignItems="center" mb="3">
            <chakra.h2 id="home-news" fontSize="lg" fontWeight="bold">
              {ja.home.latestNews}
            </chakra.h2>
            <chakra.a asChild ml="auto" fontSize="sm" color="var(--brand)" textDecoration="underline">
              <Link to={paths.news}>{ja.common.more}</Link>
            </chakra.a>
          </Box>
          <LatestNews detailPath={newsDetailPath} />
        </Panel>
        <Panel aria-labelledby="home-shortcuts">
          <chakra.h2 id="home-shortcuts" fontSize="lg" fontWeight="bold" mb="3">
            {ja.home.shortcuts}
          </chakra.h2>
          <chakra.ul
            listStyleType="none"
            m="0"
            p="0"
            display="grid"
            gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
            gap="3"
            data-testid="shortcuts"
          >
            {shortcuts.map((entry) => (
              <chakra.li key={entry.id}>
                <chakra.a
                  asChild
                  display="block"
                  p="4"
                  borderWidth="1px"
                  borderStyle="solid"
                  borderColor="line"
                  borderRadius="md"
                  color="ink"
                  fontWeight="bold"
                  textDecoration="none"
                  _hover={{ bg: 'var(--brand-soft)' }}
                >
                  <Link to={entry.path} data-menu-key={entry.rule} data-menu-id={entry.id}>
                    {entry.label}
                  </Link>
                </chakra.a>
              </chakra.li>
            ))}
          </chakra.ul>
        </Panel>
      </Box>
    </>
  );
};
