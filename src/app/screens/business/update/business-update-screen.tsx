import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { QueryState } from '../../../../components/list/query-state';
import { ScreenHeading } from '../../../../components/screen-heading';
import {
  BUSINESS_LISTINGS_TAG,
  businessListingsApi,
  useGetBusinessListingQuery,
  type BusinessListingSummary,
  type ListingReflection,
} from '../../../../features/business/business-listings.api';
import { can } from '../../../../shared/access/access-rules';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { useDocumentTitle } from '../../../brand';
import { paths } from '../../../paths';
import { NotFoundScreen } from '../../public/not-found-screen';
import { GoogleEditAlert } from '../listings/google-edit-alert';
import { ChangeHistory } from './change-history';
import { ListingForm } from './listing-form';
import { currentReflections, isPending, ReflectionResults } from './reflection-results';
import { updateJa as t } from './update.ja';

const POLL_MS = 2000;

// The form starts from the first answer and is never unmounted by a later one (a failed poll included), so what
// was typed survives; the later answers only feed the reflection results, the save targets and the version.
const ListingEditor = ({ storeId }: { storeId: number }) => {
  const [queued, setQueued] = useState<ListingReflection[]>([]);
  const [initial, setInitial] = useState<BusinessListingSummary | null>(null);
  const [waiting, setWaiting] = useState(false);
  const query = useGetBusinessListingQuery({ id: storeId }, { pollingInterval: waiting ? POLL_MS : 0, skipPollingIfUnfocused: false });
  const latest = query.data?.data ?? initial;
  const reflections = currentReflections(queued, latest ?? undefined);
  const pending = reflections.some(isPending);
  const wasPending = useRef(false);
  const dispatch = useAppDispatch();
  useEffect(() => {
    // Once the last reflection has ended, the change history gains the providers' rows: read it again.
    if (wasPending.current && !pending) dispatch(businessListingsApi.util.invalidateTags([BUSINESS_LISTINGS_TAG]));
    wasPending.current = pending;
    setWaiting(pending);
  }, [pending, dispatch]);
  useEffect(() => {
    if (query.data && !initial) setInitial(query.data.data);
  }, [query.data, initial]);

  if (!initial || !latest) return <QueryState query={query}>{() => null}</QueryState>;
  return (
    <>
      <chakra.p fontWeight="bold" mb="3" data-testid="listing-store">
        {`${latest.store_name}（${latest.store_code}）`}
      </chakra.p>
      {latest.google_edit ? <GoogleEditAlert edit={latest.google_edit} record={latest.record} storeName={latest.store_name} /> : null}
      <ListingForm initial={initial} latest={latest} onQueued={setQueued} onRefetch={() => void query.refetch()} />
      {reflections.length > 0 ? <ReflectionResults reflections={reflections} /> : null}
      <ChangeHistory storeId={storeId} />
    </>
  );
};

// 店舗情報の編集: /business/update/[id] (a store id).
export const BusinessUpdateScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  const { id } = useParams();
  const storeId = Number(id);
  useDocumentTitle(t.title);
  if (!can(user, 'business') || !(Number.isInteger(storeId) && storeId > 0 && storeId <= 2147483647)) return <NotFoundScreen />;
  return (
    <Box maxW="5xl" minW="0">
      <ScreenHeading title={t.title} lead={t.lead} />
      <ListingEditor key={storeId} storeId={storeId} />
      <chakra.a asChild color="var(--brand)" textDecoration="underline" display="inline-flex" alignItems="center" minH="11">
        <RouterLink to={paths.business}>{t.backToList}</RouterLink>
      </chakra.a>
    </Box>
  );
};
