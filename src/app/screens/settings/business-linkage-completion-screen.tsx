import { chakra } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { ja } from '../../../shared/i18n/ja';
import { useDocumentTitle, useOwnership } from '../../brand';
import { paths } from '../../paths';
import { AuthFrame } from '../auth/auth-frame';

export const BusinessLinkageCompletionScreen = () => {
  const ownership = useOwnership();
  useDocumentTitle(ja.oauth.completeTitle);
  return (
    <AuthFrame ownership={ownership} title={ja.oauth.completeTitle}>
      <chakra.p textAlign="center" fontWeight="bold" mb="6" data-testid="linkage-complete">
        {ja.oauth.complete}
      </chakra.p>
      <chakra.p textAlign="center">
        <chakra.a asChild color="var(--brand)" textDecoration="underline" fontWeight="bold">
          <Link to={paths.settingsManagement}>{ja.oauth.toManagement}</Link>
        </chakra.a>
      </chakra.p>
    </AuthFrame>
  );
};
