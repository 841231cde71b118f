import { Box, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import { useListAutoReplySettingsQuery, type AutoReplySetting } from '../auto-reply.api';
import { OverviewRow } from './overview-row';

const t = reviewSettingsJa.autoReply;
const PAGE_SIZE = 20;

// Every linked store's setting (defaults where never saved), a page at a time.
export const SettingsOverview = ({ onEdit }: { onEdit: (setting: AutoReplySetting) => void }) => {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const list = useListAutoReplySettingsQuery({ page, pageSize: PAGE_SIZE });
  const rows = list.data?.data ?? [];
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p="4" mb="6" data-testid="auto-reply-overview">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="2">
        {t.overviewHeading}
      </chakra.h2>
      {list.isLoading ? (
        <Box aria-busy="true" minH="10" />
      ) : rows.length === 0 ? (
        <EmptyState message={t.overviewEmpty} />
      ) : (
        <chakra.ul aria-labelledby={headingId} listStyleType="none" m="0" p="0">
          {rows.map((setting) => (
            <OverviewRow key={setting.local_account_id} setting={setting} onEdit={onEdit} />
          ))}
        </chakra.ul>
      )}
      {list.data && list.data.pagination.total > 0 ? <Pagination pagination={list.data.pagination} onChange={setPage} /> : null}
    </chakra.section>
  );
};
