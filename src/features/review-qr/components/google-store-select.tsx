import { Box, chakra } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { fieldStyle } from '../../../components/form/field-style';
import { reviewQrJa } from '../../../shared/i18n/review-qr.ja';

export interface GoogleStoreOption {
  local_account_id: string;
  title: string;
  store_code: string;
  address: string;
}

interface GoogleStoreSelectProps {
  stores: GoogleStoreOption[];
  value: string;
  onChange: (key: string) => void;
}

const t = reviewQrJa.store;
/** Enough for any scroll; typing narrows the list further. */
const MAX_OPTIONS = 300;
const normalise = (s: string) => s.normalize('NFKC').toLowerCase();

/** One Google store at a time: a search box narrowing a plain select (keyboard and screen reader friendly). */
export const GoogleStoreSelect = ({ stores, value, onChange }: GoogleStoreSelectProps) => {
  const searchId = useId();
  const selectId = useId();
  const countId = useId();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => {
    const q = normalise(query.trim());
    return q ? stores.filter((s) => normalise(`${s.title} ${s.store_code} ${s.address}`).includes(q)) : stores;
  }, [stores, query]);
  const options = matches.slice(0, MAX_OPTIONS);
  const selected = stores.find((s) => s.local_account_id === value);
  if (selected && !options.includes(selected)) options.unshift(selected);

  return (
    <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3" data-testid="qr-store-select">
      <Box>
        <chakra.label htmlFor={searchId} display="block" fontWeight="bold" fontSize="sm" mb="1">
          {t.search}
        </chakra.label>
        <chakra.input id={searchId} type="search" value={query} placeholder={t.searchPlaceholder} aria-describedby={countId} onChange={(e) => setQuery(e.target.value)} {...fieldStyle} />
      </Box>
      <Box>
        <chakra.label htmlFor={selectId} display="block" fontWeight="bold" fontSize="sm" mb="1">
          {t.label}
        </chakra.label>
        <chakra.select id={selectId} value={value} onChange={(e) => onChange(e.target.value)} {...fieldStyle}>
          <option value="">{matches.length === 0 ? t.noMatch : t.choose}</option>
          {options.map((s) => (
            <option key={s.local_account_id} value={s.local_account_id}>
              {s.store_code ? `${s.title}（${s.store_code}）` : s.title}
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
