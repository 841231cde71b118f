import { Box, chakra, type HTMLChakraProps } from '@chakra-ui/react';

// The plain data table of list screens: scrolls sideways on a phone instead of squeezing its columns.
export const DataTable = (props: HTMLChakraProps<'table'>) => (
  <Box overflowX="auto">
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
