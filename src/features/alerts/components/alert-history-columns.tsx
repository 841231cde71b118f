import { chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Button } from '../../../components/button';
import type { Column } from '../../../components/list/paged-table';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { alertsJa } from '../../../shared/i18n/alerts.ja';
import type { AlertHistoryItem } from '../alerts.api';

const t = alertsJa.history;
const TONES: Record<AlertHistoryItem['status'], StatusTone> = { sent: 'success', failed: 'danger', pending: 'info' };

/** The columns of 通知履歴: when, what, which store, where, and how it went (with a failed one's reason and retry). */
export const useAlertHistoryColumns = (onRetry: (item: AlertHistoryItem) => void, busy: boolean) =>
  useMemo(
    (): Column<AlertHistoryItem>[] => [
      { key: 'time', header: t.columns.time, cell: (item) => item.sent_at ?? item.created_at, cellProps: { whiteSpace: 'nowrap' } },
      {
        key: 'event',
        header: t.columns.event,
        rowHeader: true,
        cellProps: { minW: '14rem' },
        cell: (item) => (
          <>
            <chakra.span display="block" fontWeight="bold">
              {alertsJa.kinds[item.event]}
            </chakra.span>
            {item.summary ? <chakra.span fontSize="sm">{item.summary}</chakra.span> : null}
          </>
        ),
      },
      { key: 'store', header: t.columns.store, cell: (item) => item.store_name ?? t.allStores, cellProps: { minW: '8rem' } },
      { key: 'channel', header: t.columns.channel, cell: (item) => alertsJa.channels[item.channel], cellProps: { whiteSpace: 'nowrap' } },
      {
        key: 'status',
        header: t.columns.status,
        cellProps: { minW: '8rem' },
        cell: (item) => (
          <>
            <StatusBadge tone={TONES[item.status]} label={alertsJa.statuses[item.status]} testId={`alert-status-${item.id}`} />
            {item.error_message ? (
              <chakra.span display="block" fontSize="sm" color="danger" mt="1">
                {item.error_message}
              </chakra.span>
            ) : null}
          </>
        ),
      },
      {
        key: 'actions',
        header: t.columns.actions,
        cell: (item) =>
          item.retryable ? (
            <Button size="sm" variant="outline" minH="44px" disabled={busy} aria-label={t.retryOf(alertsJa.kinds[item.event], alertsJa.channels[item.channel])} onClick={() => onRetry(item)}>
              {t.retry}
            </Button>
          ) : null,
      },
    ],
    [onRetry, busy],
  );
