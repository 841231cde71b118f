import { Box, chakra } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import type { MenuEntry, MenuLink } from '../menu/menu.table';

const linkStyle = {
  display: 'block',
  textDecoration: 'none',
  color: 'ink',
  borderRadius: 'sm',
  _hover: { bg: 'var(--brand-soft)' },
  '&[aria-current=page]': { bg: 'var(--brand)', color: 'white', fontWeight: 'bold' },
} as const;

const MenuItemLink = ({ item, child }: { item: MenuLink; child?: boolean }) => (
  <chakra.a
    asChild
    {...linkStyle}
    px="3"
    py={child ? '1' : '2'}
    pl={child ? '6' : '3'}
    fontSize={child ? 'sm' : 'md'}
    fontWeight={child ? 'normal' : 'bold'}
  >
    <NavLink to={item.path} end data-menu-key={item.rule} data-menu-id={item.id}>
      {item.label}
    </NavLink>
  </chakra.a>
);

// The list shared by the desktop side menu and the mobile dropdown.
export const NavMenuList = ({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate?: () => void }) => (
  <chakra.ul listStyleType="none" m="0" p="0" onClick={onNavigate}>
    {entries.map((entry) => (
      <chakra.li key={entry.id} mb="1">
        <MenuItemLink item={entry} />
        {entry.children.length > 0 ? (
          <chakra.ul listStyleType="none" m="0" p="0">
            {entry.children.map((child) => (
              <chakra.li key={child.id}>
                <MenuItemLink item={child} child />
              </chakra.li>
            ))}
          </chakra.ul>
        ) : null}
      </chakra.li>
    ))}
  </chakra.ul>
);

export const SideMenu = ({ entries, label }: { entries: MenuEntry[]; label: string }) => (
  <Box
    as="nav"
    aria-label={label}
    width="240px"
    flexShrink={0}
    display={{ base: 'none', md: 'block' }}
    bg="surface"
    borderRightWidth="1px"
    borderRightStyle="solid"
    borderRightColor="line"
    p="3"
    data-testid="side-menu"
  >
    <NavMenuList entries={entries} />
  </Box>
);
