import { Box, chakra } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button';
import { useGetNewsInfoFlgQuery } from '../../features/news/news.api';
import { ja } from '../../shared/i18n/ja';
import type { SessionUser } from '../../shared/storage/session-storage';
import type { MenuEntry } from '../menu/menu.table';
import { displayCorporateName } from './corporate-name';
import { paths } from '../paths';
import { NavMenuList } from './nav-menu';

export { displayCorporateName };

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

// Narrow phones (320–414 px) cut long names with an ellipsis instead of wrapping; the title attribute keeps the
// whole text reachable. minW 0 lets a flex item shrink below its content width so the ellipsis can apply.
const truncate = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minW: '0' } as const;

interface HeaderProps {
  user: SessionUser;
  brand: string;
  menu: MenuEntry[];
  onLogout: () => void;
  // Rendered above the header row, inside the sticky box (the impersonation banner).
  banner?: ReactNode;
}

export const Header = ({ user, brand, menu, onLogout, banner }: HeaderProps) => {
  const [open, setOpen] = useState(false);
  const { data } = useGetNewsInfoFlgQuery();
  const unread = !!data?.data.has_unread;
  const corporateName = displayCorporateName(user.corporate_name);
  const userName = `${user.user_name}${ja.header.honorific}`;
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
      {banner}
      <Box display="flex" alignItems="center" gap={{ base: '2', md: '4' }} px={{ base: '3', md: '4' }} minH="14">
        <chakra.a asChild display="block" flexShrink={1} maxW={{ base: '45%', md: 'none' }} fontWeight="bold" color="var(--brand)" textDecoration="none" fontSize={{ base: 'md', md: 'lg' }} {...truncate}>
          <Link to={paths.home} title={brand} data-testid="header-brand">
            {user.logo ? <chakra.img src={user.logo} alt={brand} maxH="8" maxW="100%" /> : brand}
          </Link>
        </chakra.a>
        <Box
          ml="auto"
          flex="1"
          minW="0"
          display="flex"
          flexDirection={{ base: 'column', md: 'row' }}
          alignItems={{ base: 'flex-end', md: 'baseline' }}
          justifyContent="flex-end"
          columnGap="2"
          fontSize={{ base: 'xs', md: 'sm' }}
          data-testid="header-user"
        >
          <chakra.span maxW="100%" title={corporateName} data-testid="corporate-name" {...truncate}>
            {corporateName}
          </chakra.span>
          {/* The honorific sits outside the truncated part, so an ellipsis never separates it from the name. */}
          <chakra.span display="flex" maxW="100%" minW="0" title={userName} data-testid="user-name">
            <chakra.span {...truncate}>{user.user_name}</chakra.span>
            <chakra.span flexShrink={0}>{ja.header.honorific}</chakra.span>
          </chakra.span>
        </Box>
        <Box display={{ base: 'none', md: 'flex' }} alignItems="center" gap="4" flexShrink={0}>
          {links}
          <Button size="sm" variant="outline" onClick={onLogout}>
            {ja.header.logout}
          </Button>
        </Box>
        <Box display={{ base: 'block', md: 'none' }} position="relative" flexShrink={0}>
          {unread && !open ? <UnreadDot /> : null}
          <Button size="sm" variant="outline" aria-label={ja.header.burger} aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen((v) => !v)}>
            ☰
          </Button>
        </Box>
      </Box>
      {open ? (
        <Box id="mobile-menu" as="nav" aria-label={ja.header.burger} borderTopWidth="1px" borderTopStyle="solid" borderTopColor="line" p="3" data-testid="mobile-menu" onClick={() => setOpen(false)}>
          <Box display="flex" flexWrap="wrap" gap="4" alignItems="center" mb="3">
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
