import { Box, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { QueryState } from '../../../components/list/query-state';
import { Pagination } from '../../../components/pagination';
import { SwitchButton } from '../../../components/switch-button';
import { formatDate } from '../../../shared/formats/formats';
import { mapToolJa } from '../../../shared/i18n/map-tool.ja';
import type { WidgetKind } from '../../../shared/widget/widget-types';
import { useItemVisibility } from '../hooks/use-widget-api';
import { useListMapWidgetItemsQuery, type MapWidgetItem } from '../map-tool.api';

const t = mapToolJa.items;
const PAGE_SIZE = 10;

// The switch's name says which item it is: 「テスト店1・山田の口コミ（2026/04/01）をウィジェットに表示」.
const describe = (kind: WidgetKind, item: MapWidgetItem): string =>
  `${item.store_name}${item.author ? `・${item.author}` : ''}の${mapToolJa.kinds[kind]}（${formatDate(item.date)}）`;

interface ItemRowProps {
  kind: WidgetKind;
  item: MapWidgetItem;
  busy: boolean;
  onToggle: (item: MapWidgetItem) => void;
}

const ItemRow = ({ kind, item, busy, onToggle }: ItemRowProps) => (
  <chakra.li display="flex" flexDirection={{ base: 'column', md: 'row' }} gap="2" py="3" borderBottomWidth="1px" borderBottomStyle="solid" borderBottomColor="line" data-testid={`map-item-${item.id}`}>
    <Box flex="1" minW="0" opacity={item.visible ? 1 : 0.7}>
      <chakra.p fontSize="sm" fontWeight="bold" wordBreak="break-all">
        {item.store_name}
        {kind === 'review' ? (
          <chakra.span ml="2" fontWeight="normal" color={item.kind === 2 ? 'success' : 'muted'}>
            {item.kind === 2 ? t.coupon : t.google}
          </chakra.span>
        ) : null}
      </chakra.p>
      <chakra.p fontSize="sm" color="muted">
        {[item.rating !== null ? t.rating(item.rating) : '', item.author, formatDate(item.date), item.photos.length > 0 ? t.photos(item.photos.length) : ''].filter(Boolean).join(' / ')}
      </chakra.p>
      {kind === 'picture' ? null : (
        <chakra.p fontSize="sm" wordBreak="break-word" lineClamp="3">
          {item.text || t.noText}
        </chakra.p>
      )}
    </Box>
    <Box display="flex" justifyContent="flex-end" alignItems="center">
      <SwitchButton checked={item.visible} onToggle={() => onToggle(item)} text={item.visible ? t.visible : t.hidden} label={t.switchLabel(describe(kind, item))} disabled={busy} />
    </Box>
  </chakra.li>
);

// The chosen stores' reviews, posts or photos (hidden ones too), a page at a time, each with its 表示 / 非表示 switch.
// Hiding one hides it from every widget of the company; the preview above follows.
export const ItemVisibilityList = ({ kind, accounts }: { kind: WidgetKind; accounts: string[] }) => {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const query = useListMapWidgetItemsQuery({ kind, localAccountIds: accounts, page, pageSize: PAGE_SIZE }, { skip: accounts.length === 0 });
  const setVisible = useItemVisibility(kind);
  // The saved flag per item until the list is read again, so the switch moves as soon as the server agrees.
  const [saved, setSaved] = useState<Record<number, boolean>>({});
  const [busy, setBusy] = useState<number | null>(null);
  const toggle = async (item: MapWidgetItem) => {
    setBusy(item.id);
    try {
      const visible = await setVisible(item.id, !item.visible);
      setSaved((current) => ({ ...current, [item.id]: visible }));
    } catch {
      // The error dialog says why; the switch keeps its state.
    } finally {
      setBusy(null);
    }
  };
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p={{ base: '3', md: '4' }} mt="4" data-testid="map-item-list">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="1">
        {t.heading(kind)}
      </chakra.h2>
      <chakra.p fontSize="sm" color="muted" mb="2">
        {t.help}
      </chakra.p>
      <QueryState query={query} isEmpty={(result) => result.data.length === 0} empty={t.empty(kind)}>
        {(result) => (
          <>
            <chakra.ul aria-label={t.listLabel(kind)} listStyleType="none" m="0" p="0">
              {result.data.map((item) => (
                <ItemRow key={item.id} kind={kind} item={{ ...item, visible: saved[item.id] ?? item.visible }} busy={busy === item.id} onToggle={(i) => void toggle(i)} />
              ))}
            </chakra.ul>
            <Pagination
              pagination={{ total: result.total, current_page: page, page_size: PAGE_SIZE, last_page: Math.max(1, Math.ceil(result.total / PAGE_SIZE)) }}
              onChange={setPage}
            />
          </>
        )}
      </QueryState>
    </chakra.section>
  );
};
