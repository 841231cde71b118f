import { Box, chakra } from '@chakra-ui/react';
import { keywordJa } from '../../../../shared/i18n/keyword.ja';
import { BAND_COLOURS, BAND_ORDER } from './geo-grid-model';

const t = keywordJa.grid;

/** What each colour means, and the centre's ring; the cells also carry their rank as text. */
export const GeoGridLegend = () => (
  <Box mt="2">
    <chakra.ul aria-label={t.legend} listStyleType="none" m="0" p="0" display="flex" flexWrap="wrap" gap="2" fontSize="xs" data-testid="geo-grid-legend">
      {BAND_ORDER.map((band) => (
        <chakra.li key={band} display="flex" alignItems="center" gap="1">
          <Box aria-hidden w="3" h="3" borderRadius="sm" borderWidth="1px" borderStyle="solid" borderColor="line" style={{ background: BAND_COLOURS[band].fill }} />
          {t.bands[band]}
        </chakra.li>
      ))}
      <chakra.li display="flex" alignItems="center" gap="1">
        <Box aria-hidden w="3" h="3" borderWidth="2px" borderStyle="solid" borderColor="ink" />
        {t.centreMark}
      </chakra.li>
    </chakra.ul>
  </Box>
);
