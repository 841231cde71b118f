import { useCallback } from 'react';
import { PagedTable } from '../../../components/list/paged-table';
import { intParam, useListParams } from '../../../components/list/use-list-params';
import { alertsJa } from '../../../shared/i18n/alerts.ja';
import { useListAlertHistoryQuery, useRetryAlertDeliveryMutation, type AlertHistoryItem } from '../alerts.api';
import { useAlertHistoryColumns } from './alert-history-columns';
import { AlertSection } from './alert-section';

const t = alertsJa.history;
const PAGE_SIZE = 20;
const LIST_PARAMS = { page: intParam(1, { max: 100000 }) };

// 通知履歴: the signed-in user's deliveries, newest first, paged in the URL; a failed one can be sent again.
export const AlertHistoryList = () => {
  const { values, setPage } = useListParams(LIST_PARAMS);
  const list = useListAlertHistoryQuery({ page: values.page, pageSize: PAGE_SIZE });
  const [retry, retryState] = useRetryAlertDeliveryMutation();
  const onRetry = useCallback((item: AlertHistoryItem) => void retry({ id: item.id }).unwrap().catch(() => undefined), [retry]);
  const columns = useAlertHistoryColumns(onRetry, retryState.isLoading);
  return (
    <AlertSection title={t.heading} testId="alert-history">
      <PagedTable
        query={list}
        columns={columns}
        rowKey={(item) => item.id}
        rowTestId={(item) => `alert-history-${item.id}`}
        label={t.heading}
        empty={t.empty}
        onPageChange={setPage}
        data-testid="alert-history-table"
      />
    </AlertSection>
  );
};
