import { Box, chakra } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { fieldStyle } from '../../../components/form/field-style';
import { businessMenusJa } from '../business-menus.ja';
import type { MenuStore } from '../model/menu-stores';

const t = businessMenusJa.store;
/** Enough for any scroll; typing narrows the list further. */
const MAX_OPTIONS = 300;
const normalise = (s: string) => s.normalize('NFKC').toLowerCase();

interface MenuStoreSelectProps {
  stores: MenuStore[];
  value: number | null;
  onChange: (storeId: number | null) => void;
}

/** One store at a time (its Google and Yahoo!プレイス accounts together): a search box narrowing a native select. */
export const MenuStoreSelect = ({ stores, value, onChange }: MenuStoreSelectProps) => {
  const searchId = useId();
  const selectId = useId();
  const countId = useId();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => {
    const q = normalise(query.trim());
    return q ? stores.filter((s) => normalise(`${s.title} ${s.storeCode} ${s.address}`).includes(q)) : stores;
  }, [stores, query]);
  const options = matches.slice(0, MAX_OPTIONS);
  const selected = stores.find((s) => s.storeId === value);
  if (selected && !options.includes(selected)) options.unshift(selected);

  return (
    <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3" data-testid="menu-store-select">
      <Box minW="0">
        <chakra.label htmlFor={searchId} display="block" fontWeight="bold" fontSize="sm" mb="1">
          {t.search}
        </chakra.label>
        <chakra.input id={searchId} type="search" value={query} placeholder={t.searchPlaceholder} aria-describedby={countId} onChange={(e) => setQuery(e.target.value)} {...fieldStyle} />
      </Box>
      <Box minW="0">
        <chakra.label htmlFor={selectId} display="block" fontWeight="bold" fontSize="sm" mb="1">
          {t.label}
        </chakra.label>
        <chakra.select id={selectId} value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)} {...fieldStyle}>
          <option value="">{matches.length === 0 ? t.noMatch : t.choose}</option>
          {options.map((s) => (
            <option key={s.storeId} value={s.storeId}>
              {s.storeCode ? `${s.title}（${s.storeCode}）` : s.title}
            </option>
          ))}
        </chakra.select>
      </Box>
      <chakra.p id={countId} gridColumn="1 / -1" fontSize="xs" color="muted" aria-live="polite">
        {t.count(matches.length, stores.length)}
      </chakra.p>
    </Box>
  );
};
