import { Box, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useListBusinessListingsQuery } from '../../../../features/business/business-listings.api';
import { can } from '../../../../shared/access/access-rules';
import { useAppSelector } from '../../../../store/hooks';
import { paths } from '../../../paths';
import { listingsJa } from './listings.ja';

const t = listingsJa.home;
const SHOWN = 5;

// Home: the stores whose listing Google changed on its own, waiting for accept or revert on /business. Only for
// users allowed business info; nothing shows while there is none (or the list cannot be read). `pending` is true
// until that is known, so home can keep what sits below the notice from being pushed down when it appears.
export const useGoogleEditNotice = () => {
  const user = useAppSelector((s) => s.session.user);
  const allowed = can(user, 'business');
  const query = useListBusinessListingsQuery({ attention: true, page: 1, pageSize: 100 }, { skip: !allowed });
  const edited = (query.data?.data ?? []).filter((s) => s.google_edit !== null);
  return { pending: allowed && query.isLoading, edited };
};

type EditedStore = ReturnType<typeof useGoogleEditNotice>['edited'][number];

export const GoogleEditHomeNotice = ({ edited }: { edited: EditedStore[] }) => {
  if (edited.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby="home-google-edits"
      borderWidth="1px"
      borderStyle="solid"
      borderColor="#b7791f"
      bg="#fffaf0"
      borderRadius="md"
      p="4"
      mb="6"
      data-testid="home-google-edits"
    >
      <chakra.h2 id="home-google-edits" fontSize="lg" fontWeight="bold" color="#744210">
        {t.heading}
      </chakra.h2>
      <chakra.p fontSize="sm" mb="2">
        {t.lead}
      </chakra.p>
      <chakra.ul m="0" pl="5" mb="2">
        {edited.slice(0, SHOWN).map((s) => (
          <chakra.li key={s.store_id}>{s.store_name}</chakra.li>
        ))}
      </chakra.ul>
      {edited.length > SHOWN ? <chakra.p fontSize="sm">{t.more(edited.length - SHOWN)}</chakra.p> : null}
      <chakra.a asChild display="inline-flex" alignItems="center" minH="11" color="var(--brand)" textDecoration="underline" fontWeight="bold">
        <RouterLink to={`${paths.business}?attention=1`}>{t.link}</RouterLink>
      </chakra.a>
    </Box>
  );
};
