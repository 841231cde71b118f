import { Box, chakra } from '@chakra-ui/react';
import { useCallback, useId, useMemo } from 'react';
import { useListLocalAccountsQuery } from '../../../features/local-accounts/local-accounts.api';
import { ProviderTabs, providerTabId } from '../../../features/reviews/components/provider-tabs';
import { ReviewFiltersPanel } from '../../../features/reviews/components/review-filters';
import { ReviewList } from '../../../features/reviews/components/review-list';
import { ReviewToolbar } from '../../../features/reviews/components/review-toolbar';
import { ReplyDraftsProvider } from '../../../features/reviews/hooks/reply-drafts';
import { useReviewFilters } from '../../../features/reviews/hooks/use-review-filters';
import { useReviewSyncRefresh } from '../../../features/reviews/hooks/use-review-sync-refresh';
import {
  contractProviders,
  effectiveAccountIds,
  toExportRequest,
  toReviewQuery,
  type InboxProvider,
} from '../../../features/reviews/model/review-filters';
import type { ReviewItem } from '../../../features/reviews/reviews.api';
import { toPickerRows } from '../../../features/store-picker/model/picker-rows';
import { can } from '../../../shared/access/access-rules';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { NotFoundScreen } from '../public/not-found-screen';
import { ReviewInboxCard } from './review-inbox-card';
import { ReviewStoreFilter } from './review-inbox-store-filter';

const t = reviewInboxJa;

const renderReview = (review: ReviewItem) => <ReviewInboxCard review={review} />;

const ReviewInbox = ({ providers }: { providers: readonly InboxProvider[] }) => {
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const listHeadingId = `${idPrefix}-list`;
  const { filters, update, clear } = useReviewFilters(providers);
  useReviewSyncRefresh();
  const accounts = useListLocalAccountsQuery({});
  const allRows = useMemo(() => (accounts.data ? toPickerRows(accounts.data.data) : []), [accounts.data]);
  const rows = useMemo(
    () => allRows.filter((r) => (filters.provider ? r.provider === filters.provider : providers.includes(r.provider))),
    [allRows, filters.provider, providers],
  );
  const query = useMemo(() => toReviewQuery(filters), [filters]);
  const applyStores = useCallback((localAccountIds: string[]) => update({ localAccountIds }), [update]);
  const exportRequest = () =>
    toExportRequest(
      filters,
      rows.map((r) => r.key),
    );
  const tabs = filters.provider !== null;

  return (
    <ReplyDraftsProvider>
      <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="3" mb="4">
        <chakra.h1 fontSize="2xl" fontWeight="bold">
          {t.title}
        </chakra.h1>
        <ReviewToolbar syncAccountIds={effectiveAccountIds(filters)} exportRequest={exportRequest} exportDisabled={tabs && !accounts.data} />
      </Box>
      {filters.provider ? (
        <ProviderTabs
          providers={providers}
          value={filters.provider}
          onChange={(provider) => update({ provider })}
          panelId={panelId}
          idPrefix={idPrefix}
        />
      ) : null}
      <Box
        id={panelId}
        role={tabs ? 'tabpanel' : undefined}
        aria-labelledby={filters.provider ? providerTabId(idPrefix, filters.provider) : undefined}
      >
        <ReviewFiltersPanel
          filters={filters}
          onChange={update}
          onClear={clear}
          storeFilter={
            <ReviewStoreFilter
              rows={rows}
              businessGroups={accounts.data?.data.business_info_groups ?? []}
              customGroups={accounts.data?.data.custom_groups ?? []}
              value={filters.localAccountIds}
              onApply={applyStores}
            />
          }
        />
        <chakra.h2 id={listHeadingId} srOnly>
          {t.list.label}
        </chakra.h2>
        <ReviewList key={JSON.stringify(query)} query={query} renderReview={renderReview} labelledBy={listHeadingId} />
      </Box>
    </ReplyDraftsProvider>
  );
};

// 口コミ管理: every review of every store the user sees, with replies written in place. Google, Yahoo!プレイス or
// both as tabs, following the contract's analytics flags.
export const ReviewInboxScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  const flags = user?.contracted_contents;
  const providers = useMemo(() => contractProviders(flags), [flags]);
  useDocumentTitle(t.title);
  if (!can(user, 'review') || providers.length === 0) return <NotFoundScreen />;
  return <ReviewInbox providers={providers} />;
};
