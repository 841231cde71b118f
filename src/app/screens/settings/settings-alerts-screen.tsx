import { chakra } from '@chakra-ui/react';
import { QueryState } from '../../../components/list/query-state';
import { ScreenHeading } from '../../../components/screen-heading';
import { useGetAlertSettingsQuery } from '../../../features/alerts/alerts.api';
import { AlertHistoryList } from '../../../features/alerts/components/alert-history-list';
import { AlertSettingsForm } from '../../../features/alerts/components/alert-settings-form';
import { can } from '../../../shared/access/access-rules';
import { alertsJa } from '../../../shared/i18n/alerts.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { NotFoundScreen } from '../public/not-found-screen';

// アラート通知 (/settings/alerts): every signed-in user's own alerts — store users hear only about their stores — and
// the history of what was sent.
export const SettingsAlertsScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  const settings = useGetAlertSettingsQuery(undefined, { skip: !can(user, 'alerts') });
  useDocumentTitle(alertsJa.title);
  if (!can(user, 'alerts')) return <NotFoundScreen />;
  return (
    <>
      <ScreenHeading title={alertsJa.title} lead={alertsJa.lead} />
      <chakra.div maxW="56rem">
        <QueryState query={settings}>{({ data }) => <AlertSettingsForm settings={data} />}</QueryState>
        <AlertHistoryList />
      </chakra.div>
    </>
  );
};
