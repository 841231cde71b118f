import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Pagination } from '../../../../components/pagination';
import { QueryState } from '../../../../components/list/query-state';
import { useListBusinessListingChangesQuery, type ListingChange } from '../../../../features/business/business-listings.api';
import { formatDateTime } from '../../../../shared/formats/formats';
import { partialFieldLines } from '../listings/listing-format';
import { listingFieldJa } from '../listings/listings.ja';
import { ReflectionBadge } from '../listings/provider-state';
import { updateJa } from './update.ja';

const t = updateJa.history;
const PAGE_SIZE = 10;

const Change = ({ change }: { change: ListingChange }) => (
  <chakra.li py="3" borderTopWidth="1px" borderTopStyle="solid" borderTopColor="line">
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="3" mb="1" fontSize="sm">
      <chakra.span fontWeight="bold">{formatDateTime(change.at)}</chakra.span>
      <chakra.span>{t.source[change.source]}</chakra.span>
      <chakra.span>{t.target[change.target]}</chakra.span>
      <chakra.span color="muted">{t.by(change.user_name ?? t.system)}</chakra.span>
      {change.reflection ? <ReflectionBadge reflection={change.reflection} /> : null}
    </Box>
    <chakra.dl m="0" fontSize="sm">
      {change.fields.map((field) => (
        <Box key={field} display="grid" gridTemplateColumns={{ base: '1fr', md: '9rem 1fr 1fr' }} columnGap="3" py="1">
          <chakra.dt fontWeight="bold">{listingFieldJa[field]}</chakra.dt>
          <chakra.dd m="0" minW="0" wordBreak="break-all">
            <chakra.span color="muted" fontSize="xs" display="block">
              {t.before}
            </chakra.span>
            {partialFieldLines(change.before, field).join(' / ')}
          </chakra.dd>
          <chakra.dd m="0" minW="0" wordBreak="break-all">
            <chakra.span color="muted" fontSize="xs" display="block">
              {t.after}
            </chakra.span>
            {partialFieldLines(change.after, field).join(' / ')}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  </chakra.li>
);

// 変更履歴: who changed what and when, where it went, and how the provider answered; newest first.
export const ChangeHistory = ({ storeId }: { storeId: number }) => {
  const [page, setPage] = useState(1);
  const query = useListBusinessListingChangesQuery({
    id: storeId,
    page,
    pageSize: PAGE_SIZE,
  });
  return (
    <Box as="section" aria-labelledby="listing-history" bg="surface" borderRadius="md" p="4" mb="4" minW="0" data-testid="change-history">
      <chakra.h2 id="listing-history" fontWeight="bold" fontSize="lg" mb="2">
        {t.heading}
      </chakra.h2>
      <QueryState query={query} isEmpty={(answer) => answer.data.length === 0} empty={t.empty}>
        {(answer) => (
          <>
            <chakra.ul listStyleType="none" m="0" p="0">
              {answer.data.map((change) => (
                <Change key={change.id} change={change} />
              ))}
            </chakra.ul>
            <Pagination pagination={answer.pagination} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Box>
  );
};
