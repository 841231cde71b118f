import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useDeferredArrival } from '../../../components/hooks/use-deferred-arrival';
import { QueryState } from '../../../components/list/query-state';
import { ScreenHeading } from '../../../components/screen-heading';
import { CalendarSection } from '../../../features/dashboard/components/calendar-section';
import { FigureGrid } from '../../../features/dashboard/components/figure-grid';
import { MonthSwitcher } from '../../../features/dashboard/components/month-switcher';
import { useGetDashboardCalendarQuery, useGetDashboardMetricQuery } from '../../../features/dashboard/dashboard.api';
import { hasNoData } from '../../../features/dashboard/model/dashboard-figures';
import { monthOf } from '../../../features/dashboard/model/dashboard-month';
import { useListLocalAccountsQuery } from '../../../features/local-accounts/local-accounts.api';
import { useListParams } from '../../../components/list/use-list-params';
import { can } from '../../../shared/access/access-rules';
import { dashboardJa } from '../../../shared/i18n/dashboard.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { NotFoundScreen } from '../public/not-found-screen';
import { DASHBOARD_PARAMS } from './dashboard-params';
import { DashboardStores } from './dashboard-stores';

const t = dashboardJa;

const Dashboard = () => {
  const { values, setFilters } = useListParams(DASHBOARD_PARAMS);
  const accounts = useListLocalAccountsQuery({});
  const noStores = accounts.data !== undefined && accounts.data.data.local_accounts.length === 0;
  const localAccounts = values.stores.length > 0 ? values.stores : undefined;

  const metric = useGetDashboardMetricQuery({ localAccountIds: localAccounts, month: values.month || undefined }, { skip: noStores });
  // Without a month in the URL the month is the one the server chose for the figures; the calendar follows it, so
  // both halves of the screen always speak of the same month.
  const month = values.month || metric.data?.month;
  const calendar = useGetDashboardCalendarQuery({ localAccountIds: localAccounts, month }, { skip: noStores || (!month && !metric.isError) });
  const latest = useMemo(() => monthOf(new Date()), []);
  // The cards and the calendar are built in deferred renders when their answers first arrive (useDeferredArrival).
  const figures = useDeferredArrival(metric.currentData);
  const calendarBody = useDeferredArrival(calendar.currentData);

  if (noStores) {
    return (
      <>
        <ScreenHeading title={t.title} lead={t.lead} />
        <EmptyState message={t.empty.noStores} />
      </>
    );
  }

  return (
    <>
      <ScreenHeading title={t.title} lead={t.lead} />
      <Box mb="3">
        <DashboardStores value={values.stores} onApply={(stores) => setFilters({ stores })} />
      </Box>
      <MonthSwitcher month={month} latest={latest} onChange={(m) => setFilters({ month: m })} />
      {metric.isError ? (
        <Box mb="6">
          <QueryState query={metric}>{() => null}</QueryState>
        </Box>
      ) : figures && hasNoData(figures.figures, figures.series) ? (
        <EmptyState message={t.empty.noData} />
      ) : (
        <FigureGrid body={figures} />
      )}
      {calendar.isError ? (
        <QueryState query={calendar}>{() => null}</QueryState>
      ) : (
        <CalendarSection month={month} body={calendarBody} />
      )}
    </>
  );
};

// ダッシュボード: the selected stores' headline figures for a month against the previous one, and its calendar.
export const DashboardScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'dashboard')) return <NotFoundScreen />;
  return <Dashboard />;
};
