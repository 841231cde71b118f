import { Box, chakra } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

interface LinkButton {
  to: string;
  label: string;
  primary?: boolean;
}

// Links between the screens of one area (media posting, the map tool), button-sized so a thumb hits them at 375 px.
export const LinkButtons = ({ links }: { links: LinkButton[] }) => (
  <Box display="flex" flexWrap="wrap" gap="2" mb="4">
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
        bg={link.primary ? 'var(--brand)' : 'surface'}
        color={link.primary ? 'white' : 'var(--brand)'}
      >
        <Link to={link.to}>{link.label}</Link>
      </chakra.a>
    ))}
  </Box>
);
