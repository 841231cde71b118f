import { Box, chakra } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { businessBulkJa } from '../../../../features/business-bulk/business-bulk.ja';
import { paths } from '../../../paths';

const t = businessBulkJa.nav;
const links = [
  { to: paths.businessUpdate, label: t.selected },
  { to: paths.businessUpdateAll, label: t.all },
  { to: paths.businessSettingAll, label: t.settings },
];

// The links between the bulk screens (the current one marked), button-sized for a thumb at 375 px.
export const BulkNav = ({ current }: { current: string }) => (
  <Box as="nav" aria-label={t.label} display="flex" flexWrap="wrap" gap="2" mb="4">
    {links.map((link) => (
      <chakra.a
        key={link.to}
        asChild
        display="inline-flex"
        alignItems="center"
        minH="44px"
        px="4"
        borderRadius="md"
        borderWidth="1px"
        borderStyle="solid"
        borderColor="var(--brand)"
        fontWeight="bold"
        textDecoration="none"
        bg={link.to === current ? 'var(--brand)' : 'surface'}
        color={link.to === current ? 'white' : 'var(--brand)'}
      >
        <Link to={link.to} aria-current={link.to === current ? 'page' : undefined}>
          {link.label}
        </Link>
      </chakra.a>
    ))}
  </Box>
);
