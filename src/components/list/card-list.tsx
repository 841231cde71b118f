import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// Cards rather than a table, so a phone shows the title, details and actions stacked without sideways scrolling.
export const CardList = ({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) => (
  <chakra.ul aria-label={label} listStyleType="none" m="0" p="0" data-testid={testId}>
    {children}
  </chakra.ul>
);

interface CardListItemProps {
  title: string;
  /** The lines under the title. */
  children?: ReactNode;
  /** The row's buttons: under the details on a phone, at the end of the row on wider screens. */
  actions: ReactNode;
}

export const CardListItem = ({ title, children, actions }: CardListItemProps) => (
  <chakra.li
    display="flex"
    flexDirection={{ base: 'column', md: 'row' }}
    alignItems={{ base: 'stretch', md: 'center' }}
    gap="2"
    py="3"
    borderBottomWidth="1px"
    borderBottomStyle="solid"
    borderBottomColor="line"
  >
    <Box flex="1" minW="0">
      <chakra.h3 fontWeight="bold" fontSize="md" wordBreak="break-all">
        {title}
      </chakra.h3>
      {children}
    </Box>
    <Box display="flex" gap="2" justifyContent="flex-end">
      {actions}
    </Box>
  </chakra.li>
);
