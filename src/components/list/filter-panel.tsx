import { Box, chakra } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { listJa } from '../../shared/i18n/list.ja';
import { Button } from '../button';

const t = listJa.filters;

interface FilterPanelProps {
  /** How many conditions are set (「N件の条件で絞り込み中」 and 条件をクリア show only when some are). */
  active: number;
  onClear: () => void;
  /** The store filter, composed by the screen (it uses the store picker feature); it gets a row of its own. */
  storeFilter?: ReactNode;
  /** The list's own fields, laid out side by side and wrapping on a phone. */
  children: ReactNode;
}

// Wide screens start with the filters open; a phone starts with the list and opens 絞り込み when needed.
const startsOpen = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 768px)').matches;

// The 絞り込み frame of a filtered list: the toggle, the count of conditions set and 条件をクリア around the fields.
export const FilterPanel = ({ active, onClear, storeFilter, children }: FilterPanelProps) => {
  const panelId = useId();
  const [open, setOpen] = useState(startsOpen);
  return (
    <Box bg="surface" borderRadius="md" p={{ base: '3', md: '4' }} mb="4">
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="3">
        <Button variant="outline" minH="44px" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          <chakra.span aria-hidden="true">{open ? '▲' : '▼'}</chakra.span>
          {t.toggle}
        </Button>
        {active > 0 ? (
          <>
            <chakra.span fontSize="sm" color="muted">
              {t.active(active)}
            </chakra.span>
            <Button variant="ghost" minH="44px" ml="auto" onClick={onClear}>
              {t.clear}
            </Button>
          </>
        ) : null}
      </Box>
      <Box id={panelId} hidden={!open} mt="3">
        {open ? (
          <Box display="flex" flexWrap="wrap" gap="4" alignItems="flex-start">
            {storeFilter ? <Box flex="1 1 100%">{storeFilter}</Box> : null}
            {children}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
};
