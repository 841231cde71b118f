import { Box, chakra } from '@chakra-ui/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { OauthLocationsForm } from '../../../features/local-accounts/components/oauth-locations-form';
import { useOauthExchange } from '../../../features/local-accounts/hooks/use-oauth-exchange';
import type { ListingProviderName } from '../../../features/local-accounts/local-accounts.api';
import { ja } from '../../../shared/i18n/ja';
import { useDocumentTitle, useOwnership } from '../../brand';
import { paths } from '../../paths';
import { AuthFrame } from '../auth/auth-frame';

// The provider sends the browser back here with ?code=…&state=…; the server exchanges them and lists the locations.
const OpenAuthorization = ({ provider }: { provider: ListingProviderName }) => {
  const ownership = useOwnership();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const exchange = useOauthExchange(provider, params.get('code'), params.get('state'));
  const title = provider === 'google' ? ja.oauth.googleTitle : ja.oauth.yahooTitle;
  useDocumentTitle(ja.oauth.title);
  const problem = exchange.missing ? ja.oauth.missingCode : exchange.isError ? (exchange.errorMessage ?? ja.oauth.exchangeFailed) : null;
  return (
    <AuthFrame ownership={ownership} title={title}>
      {problem ? (
        <Box role="alert" data-testid="oauth-error">
          <chakra.p mb="4">{problem}</chakra.p>
          <chakra.a asChild color="var(--brand)" textDecoration="underline" fontWeight="bold">
            <Link to={paths.settingsManagement}>{ja.oauth.toManagement}</Link>
          </chakra.a>
        </Box>
      ) : null}
      {exchange.isLoading ? (
        <chakra.p role="status" aria-busy="true">
          {ja.common.loading}
        </chakra.p>
      ) : null}
      {exchange.data ? (
        <OauthLocationsForm
          provider={provider}
          locations={exchange.data.locations}
          linkedCount={exchange.data.linked_count}
          contractedCount={exchange.data.contracted_linkage_count}
          onLinked={() => navigate(paths.businessLinkageCompletion)}
        />
      ) : null}
    </AuthFrame>
  );
};

export const GoogleOpenAuthorizationScreen = () => <OpenAuthorization provider="google" />;
export const YahooOpenAuthorizationScreen = () => <OpenAuthorization provider="yahoo" />;
