import { chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ScreenHeading } from '../../../components/screen-heading';
import { CompanyLogoForm } from '../../../features/users/components/company-logo-form';
import { OwnEmailForm } from '../../../features/users/components/own-email-form';
import { OwnPasswordForm } from '../../../features/users/components/own-password-form';
import { OwnProfileForm } from '../../../features/users/components/own-profile-form';
import { can, type AccessRule } from '../../../shared/access/access-rules';
import { alertsJa } from '../../../shared/i18n/alerts.ja';
import { ja } from '../../../shared/i18n/ja';
import { usersJa } from '../../../shared/i18n/users.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { paths, type AppPath } from '../../paths';
import { NotFoundScreen } from '../public/not-found-screen';

const t = usersJa.settings;

// The settings pages, each behind its own rule (連携管理 only for the ids configured for link management).
const settingsLinks: { rule: AccessRule; label: string; path: AppPath }[] = [
  { rule: 'settingsBusiness', label: ja.menu.settingsBusiness, path: paths.settingsBusiness },
  { rule: 'settingsAccount', label: ja.menu.settingsAccount, path: paths.settingsAccount },
  { rule: 'settingsManagement', label: ja.menu.settingsManagement, path: paths.settingsManagement },
  { rule: 'alerts', label: alertsJa.menu, path: paths.settingsAlerts },
  // The automatic-reply preference (/users/get-auto-reply) is per store, set on the review area's own screen.
  { rule: 'reviewAutoReply', label: ja.menu.reviewAutoReply, path: paths.reviewAutoReply },
];

const Heading2 = chakra('h2', { base: { fontSize: 'lg', fontWeight: 'bold', mb: '3' } });

// 設定 (/settings): the signed-in user's own name, e-mail address and password, then the settings pages they may open.
export const SettingsHomeScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  const ownId = useId();
  const linksId = useId();
  useDocumentTitle(t.title);
  if (!user || !can(user, 'settings')) return <NotFoundScreen />;
  const links = settingsLinks.filter((link) => can(user, link.rule));
  return (
    <>
      <ScreenHeading title={t.title} lead={t.lead} />
      <chakra.section aria-labelledby={ownId} mb="6" maxW="48rem">
        <Heading2 id={ownId}>{t.ownHeading}</Heading2>
        <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" bg="surface" borderRadius="md" p={{ base: '3', md: '4' }} mb="4" data-testid="own-account-summary">
          <chakra.dt fontWeight="bold">{t.current.name}</chakra.dt>
          <chakra.dd m="0" overflowWrap="anywhere">
            {user.user_name}
          </chakra.dd>
          {user.email ? (
            <>
              <chakra.dt fontWeight="bold">{t.current.email}</chakra.dt>
              <chakra.dd m="0" overflowWrap="anywhere">
                {user.email}
              </chakra.dd>
            </>
          ) : null}
          <chakra.dt fontWeight="bold">{t.current.type}</chakra.dt>
          <chakra.dd m="0">{usersJa.account.types[user.user_type]}</chakra.dd>
        </chakra.dl>
        <OwnProfileForm userName={user.user_name} />
        <OwnEmailForm />
        <OwnPasswordForm />
        {can(user, 'settingsLogo') ? <CompanyLogoForm logo={user.logo} /> : null}
      </chakra.section>
      {links.length > 0 ? (
        <chakra.section aria-labelledby={linksId} maxW="48rem">
          <Heading2 id={linksId}>{t.linksHeading}</Heading2>
          <chakra.ul listStyleType="none" m="0" p="0" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
            {links.map((link) => (
              <chakra.li key={link.path}>
                <chakra.a asChild display="block" p="4" minH="44px" bg="surface" borderWidth="1px" borderStyle="solid" borderColor="line" borderRadius="md" color="ink" fontWeight="bold" textDecoration="none" _hover={{ bg: 'var(--brand-soft)' }}>
                  <Link to={link.path}>{link.label}</Link>
                </chakra.a>
              </chakra.li>
            ))}
          </chakra.ul>
        </chakra.section>
      ) : null}
    </>
  );
};
