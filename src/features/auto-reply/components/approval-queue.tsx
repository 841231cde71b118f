import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { fieldStyle } from '../../../components/form/field-style';
import { Pagination } from '../../../components/pagination';
import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import { useListAutoRepliesQuery, type AutoReplyStatus } from '../auto-reply.api';
import { AutoReplyCard } from './auto-reply-card';

const t = reviewSettingsJa.autoReply;
const PAGE_SIZE = 10;
const TABS = ['awaiting', 'history'] as const;
type Tab = (typeof TABS)[number];
const HISTORY_STATUSES: AutoReplyStatus[] = ['scheduled', 'sending', 'sent', 'failed', 'rejected', 'awaiting_approval'];

// 承認待ち (replies held for a person) and 履歴 (every automatic reply, filterable by state), as tabs.
export const ApprovalQueue = () => {
  const baseId = useId();
  const [tab, setTab] = useState<Tab>('awaiting');
  const [historyStatus, setHistoryStatus] = useState<AutoReplyStatus | ''>('');
  const [page, setPage] = useState(1);
  const status = tab === 'awaiting' ? 'awaiting_approval' : historyStatus || undefined;
  const list = useListAutoRepliesQuery({ status, page, pageSize: PAGE_SIZE });
  const items = list.data?.data ?? [];
  const lastPage = list.data?.pagination.last_page;

  // Deciding the last reply of the last page empties it: step back to the new last page.
  useEffect(() => {
    if (lastPage !== undefined && items.length === 0 && page > 1) setPage(Math.max(1, lastPage));
  }, [lastPage, items.length, page]);

  const choose = (next: Tab) => {
    setTab(next);
    setPage(1);
  };
  // Arrow keys move between the tabs (the ARIA tabs pattern); the panel follows the focused tab.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length];
    choose(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  return (
    <chakra.section aria-labelledby={`${baseId}-heading`} bg="surface" borderRadius="md" p="4" mb="6" data-testid="auto-reply-queue">
      <chakra.h2 id={`${baseId}-heading`} fontSize="lg" fontWeight="bold" mb="3">
        {t.queueHeading}
      </chakra.h2>
      <Box role="tablist" aria-labelledby={`${baseId}-heading`} display="flex" gap="1" borderBottomWidth="2px" borderBottomStyle="solid" borderBottomColor="line" mb="3">
        {TABS.map((key) => (
          <chakra.button
            key={key}
            type="button"
            role="tab"
            id={`${baseId}-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => choose(key)}
            onKeyDown={onKeyDown}
            px="4"
            minH="10"
            fontWeight="bold"
            bg="transparent"
            border="none"
            cursor="pointer"
            color={tab === key ? 'var(--brand)' : 'muted'}
            borderBottom={tab === key ? '3px solid var(--brand)' : '3px solid transparent'}
          >
            {t.tabs[key]}
          </chakra.button>
        ))}
      </Box>
      <Box role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
        {tab === 'history' ? (
          <Box maxW="16rem" mb="3">
            <chakra.label htmlFor={`${baseId}-status`} display="block" fontWeight="bold" fontSize="sm" mb="1">
              {t.statusFilter}
            </chakra.label>
            <chakra.select
              id={`${baseId}-status`}
              {...fieldStyle}
              value={historyStatus}
              onChange={(e) => {
                setHistoryStatus(e.target.value as AutoReplyStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t.allStatuses}</option>
              {HISTORY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t.statuses[s]}
                </option>
              ))}
            </chakra.select>
          </Box>
        ) : null}
        {list.isFetching && !list.data ? (
          <Box aria-busy="true" minH="10" />
        ) : items.length === 0 ? (
          <EmptyState message={tab === 'awaiting' ? t.awaitingEmpty : t.historyEmpty} />
        ) : (
          items.map((item) => <AutoReplyCard key={item.id} item={item} />)
        )}
        {list.data && list.data.pagination.total > 0 ? <Pagination pagination={list.data.pagination} onChange={setPage} /> : null}
      </Box>
    </chakra.section>
  );
};
