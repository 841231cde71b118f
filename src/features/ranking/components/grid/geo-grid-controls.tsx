import { Box, chakra } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../../components/button';
import { fieldStyle } from '../../../../components/form/field-style';
import { keywordJa } from '../../../../shared/i18n/keyword.ja';
import { GRID_SIZES, GRID_SPACING, type GridSize } from '../../../../shared/ranking/geo-grid';
import { distanceLabel } from './geo-grid-model';

const t = keywordJa.grid;

/** The spacings offered: a walkable block up to the width of a city, all within the contract's 100–5,000 m. */
export const SPACING_OPTIONS = [250, 500, 1000, 2000, 3000, 5000].filter((m) => m >= GRID_SPACING.min && m <= GRID_SPACING.max);

const Select = ({ label, value, onChange, children }: { label: string; value: number; onChange: (v: number) => void; children: ReactNode }) => {
  const id = useId();
  return (
    <Box flex="1 1 9rem" minW="0">
      <chakra.label htmlFor={id} display="block" fontWeight="bold" fontSize="sm" mb="1">
        {label}
      </chakra.label>
      <chakra.select id={id} {...fieldStyle} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {children}
      </chakra.select>
    </Box>
  );
};

interface GeoGridControlsProps {
  busy: boolean;
  onStart: (request: { size: GridSize; spacing_m: number }) => void;
}

/** Size, spacing and the start button; one grid runs at a time, so the button waits while one is measuring. */
export const GeoGridControls = ({ busy, onStart }: GeoGridControlsProps) => {
  const [size, setSize] = useState<GridSize>(5);
  const [spacing, setSpacing] = useState<number>(GRID_SPACING.default);
  return (
    <Box display="flex" flexWrap="wrap" alignItems="flex-end" gap="3">
      <Select label={t.size} value={size} onChange={(v) => setSize(GRID_SIZES.find((s) => s === v) ?? 5)}>
        {GRID_SIZES.map((n) => (
          <option key={n} value={n}>
            {t.sizeOption(n)}
          </option>
        ))}
      </Select>
      <Select label={t.spacing} value={spacing} onChange={setSpacing}>
        {SPACING_OPTIONS.map((m) => (
          <option key={m} value={m}>
            {distanceLabel(m)}
          </option>
        ))}
      </Select>
      <Button minH="11" disabled={busy} onClick={() => onStart({ size, spacing_m: spacing })}>
        {t.start}
      </Button>
    </Box>
  );
};
