import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** An in-app link styled as the console's text links. */
export const TextLink = ({ to, children, label }: { to: string; children: ReactNode; label?: string }) => (
  <chakra.a asChild color="ink" textDecoration="underline" fontWeight="bold" overflowWrap="anywhere">
    <Link to={to} aria-label={label}>
      {children}
    </Link>
  </chakra.a>
);
