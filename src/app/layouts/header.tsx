import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button';
import { useGetNewsInfoFlgQuery } from '../../features/news/news.api';
import { ja } from '../../shared/i18n/ja';
import type { SessionUser } from '../../shared/storage/session-storage';
import type { MenuEntry } from '../menu/menu.table';
import { paths } from '../paths';
import { NavMenuList } from './nav-menu';

export const displayCorporateName = (name: string) => name.replace(/[,、]/g, ' ');

const UnreadDot = () => (
  <chakra.span
    data-testid="unread-dot"
    role="img"
    aria-label={ja.header.unread}
    display="inline-block"
    width="8px"
    height="8px"
    borderRadius="full"
    bg="danger"
    ml="1"
    verticalAlign="top"
  />
);

const headerLink = { color: 'ink', textDecoration: 'none', fontSize: 'sm', fontWeight: 'bold', _hover: { textDecoration: 'underline' } } as const;

interface HeaderProps {
  user: SessionUser;
  brand: string;
  menu: MenuEntry[];
  onLogout: () => void;
}

export const Header = ({ user, brand, menu, onLogout }: HeaderProps) => {
  const [open, setOpen] = useState(false);
  const { data } = useGetNewsInfoFlgQuery();
  const unread = !!data?.data.has_unread;
  const links = (
    <>
      <chakra.a asChild {...headerLink}>
        <Link to={paths.info}>{ja.header.info}</Link>
      </chakra.a>
      <chakra.a asChild {...headerLink}>
        <Link to={paths.news} data-testid="header-news-link">
          {ja.header.news}
          {unread ? <UnreadDot /> : null}
        </Link>
      </chakra.a>
    </>
  );
  return (
    <Box as="header" position="sticky" top="0" zIndex="header" bg="surface" borderBottomWidth="1px" borderBottomStyle="solid" borderBottomColor="line">
      <Box display="flex" alignItems="center" gap="4" px="4" minH="14">
        <chakra.a asChild fontWeight="bold" color="var(--brand)" textDecoration="none" fontSize="lg">
          <Link to={paths.home}>
            {user.logo ? <chakra.img src={user.logo} alt={brand} maxH="8" /> : brand}
          </Link>
        </chakra.a>
        <Box ml="auto" textAlign="right" fontSize="sm" data-testid="header-user">
          <chakra.span display={{ base: 'none', md: 'inline' }} mr="2" data-testid="corporate-name">
            {displayCorporateName(user.corporate_name)}
          </chakra.span>
          <chakra.span data-testid="user-name">
            {user.user_name}
            {ja.header.honorific}
          </chakra.span>
        </Box>
        <Box display={{ base: 'none', md: 'flex' }} alignItems="center" gap="4">
          {links}
          <Button size="sm" variant="outline" onClick={onLogout}>
            {ja.header.logout}
          </Button>
        </Box>
        <Box display={{ base: 'block', md: 'none' }} position="relative">
          {unread && !open ? <UnreadDot /> : null}
          <Button size="sm" variant="outline" aria-label={ja.header.burger} aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen((v) => !v)}>
            ☰
          </Button>
        </Box>
      </Box>
      {open ? (
        <Box id="mobile-menu" as="nav" aria-label={ja.header.burger} borderTopWidth="1px" borderTopStyle="solid" borderTopColor="line" p="3" data-testid="mobile-menu" onClick={() => setOpen(false)}>
          <Box display="flex" gap="4" alignItems="center" mb="3">
            {links}
            <Button size="sm" variant="outline" onClick={onLogout}>
              {ja.header.logout}
            </Button>
          </Box>
          <NavMenuList entries={menu} />
        </Box>
      ) : null}
    </Box>
  );
};
