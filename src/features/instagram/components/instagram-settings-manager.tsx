import { chakra } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/list/query-state';
import { intParam, useListParams } from '../../../components/list/use-list-params';
import { Pagination } from '../../../components/pagination';
import { instagramJa as t } from '../../../shared/i18n/instagram.ja';
import { useDeleteInstagramSettingMutation, useListInstagramSettingsQuery, type InstagramSetting } from '../instagram.api';
import { InstagramSettingList } from './instagram-setting-list';

const PAGE_SIZE = 10;
const LIST_PARAMS = { page: intParam(1, { max: 100000 }) };

// The paged list of link settings (page kept in the URL); deleting asks first.
export const InstagramSettingsManager = ({ editPath }: { editPath: (id: number) => string }) => {
  const headingId = useId();
  const { values, setPage } = useListParams(LIST_PARAMS);
  const [deleting, setDeleting] = useState<InstagramSetting | null>(null);
  const list = useListInstagramSettingsQuery({ page: values.page, pageSize: PAGE_SIZE });
  const [remove] = useDeleteInstagramSettingMutation();

  // Deleting the last setting of the last page leaves that page empty: step back to the new last page.
  const pagination = list.data?.pagination;
  const pastLastPage = !!pagination && list.data?.data.length === 0 && values.page > 1;
  const lastPage = Math.max(1, pagination?.last_page ?? 1);
  useEffect(() => {
    if (pastLastPage) setPage(lastPage);
  }, [pastLastPage, lastPage, setPage]);

  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p="4">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="3">
        {t.listHeading}
      </chakra.h2>
      <QueryState query={list} isEmpty={(result) => result.data.length === 0 && !pastLastPage}>
        {(result) => (
          <>
            <InstagramSettingList settings={result.data} label={t.listHeading} editPath={editPath} onDelete={setDeleting} />
            <Pagination pagination={result.pagination} onChange={setPage} />
          </>
        )}
      </QueryState>
      {deleting ? (
        <ConfirmDialog
          message={t.deleteConfirm}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const { id } = deleting;
            setDeleting(null);
            void remove({ id })
              .unwrap()
              .catch(() => undefined);
          }}
        />
      ) : null}
    </chakra.section>
  );
};
