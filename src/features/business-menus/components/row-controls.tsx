import { Box } from '@chakra-ui/react';
import { Button } from '../../../components/button';
import { businessMenusJa } from '../business-menus.ja';

const t = businessMenusJa.rows;

interface RowControlsProps {
  /** What the row is called for a screen reader, e.g. 「セクション2」: each button names the row it acts on. */
  rowLabel: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

// Reordering by buttons rather than dragging, so the keyboard and a screen reader can do it too.
export const RowControls = ({ rowLabel, index, count, onMove, onRemove }: RowControlsProps) => (
  <Box display="flex" flexWrap="wrap" gap="1" mb="2">
    <Button variant="ghost" size="sm" minH="11" aria-label={t.up(rowLabel)} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
      {t.upShort}
    </Button>
    <Button variant="ghost" size="sm" minH="11" aria-label={t.down(rowLabel)} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
      {t.downShort}
    </Button>
    <Button variant="ghost" size="sm" minH="11" aria-label={t.remove(rowLabel)} onClick={onRemove}>
      {t.removeShort}
    </Button>
  </Box>
);
