import { Box, chakra, type HTMLChakraProps } from '@chakra-ui/react';

interface DataTableProps extends HTMLChakraProps<'table'> {
  /** Names the sideways-scrolling box and lets the keyboard focus it, so a keyboard user can scroll it too. */
  scrollLabel?: string;
}

// The plain data table of list screens: scrolls sideways on a phone instead of squeezing its columns. The box is the
// containing block of its cells' visually hidden (absolutely positioned) labels, so they scroll with it instead of
// widening the page.
export const DataTable = ({ scrollLabel, ...props }: DataTableProps) => (
  <Box overflowX="auto" position="relative" {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {})}>
    <chakra.table width="100%" fontSize="sm" borderCollapse="collapse" {...props} />
  </Box>
);

export const HeadCell = chakra('th', {
  base: { px: '2', py: '2', textAlign: 'left', fontSize: 'sm', borderBottomWidth: '2px', borderStyle: 'solid', borderColor: 'line' },
});

export const Cell = chakra('td', {
  base: { px: '2', py: '2', borderBottomWidth: '1px', borderStyle: 'solid', borderColor: 'line', fontSize: 'sm' },
});

/** A row's header cell (the row's name), styled like its data cells. */
export const RowHeadCell = chakra('th', {
  base: {
    px: '2',
    py: '2',
    textAlign: 'left',
    fontWeight: 'normal',
    borderBottomWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'line',
    fontSize: 'sm',
  },
});
