import { useCallback, useMemo } from 'react';
import { ScreenHeading } from '../../../../components/screen-heading';
import { ReportForm } from '../../../../features/insight/reports/components/report-form';
import { ScheduleForm } from '../../../../features/insight/reports/components/schedule-form';
import { can } from '../../../../shared/access/access-rules';
import { summaryWindow } from '../../../../shared/dates/periods';
import { insightReportsJa } from '../../../../shared/i18n/insight-reports.ja';
import { selectCheckedAccounts } from '../../../../state/selection.slice';
import { useAppSelector } from '../../../../store/hooks';
import { useDocumentTitle } from '../../../brand';
import { NotFoundScreen } from '../../public/not-found-screen';
import { useStorePickerSource } from '../../shared/use-store-picker-source';
import { REPORT_STORES_SCOPE, ReportStoreChooser } from './report-store-chooser';

const t = insightReportsJa;

const InsightDownload = () => {
  const source = useStorePickerSource();
  const checked = useAppSelector((s) => selectCheckedAccounts(s, REPORT_STORES_SCOPE));
  const storeNames = useMemo(() => new Map(source.rows.map((r) => [r.key, r.title])), [source.rows]);
  // The window a report covers when no days are typed: the server's default, the same Tokyo months.
  const defaultWindow = useMemo(() => summaryWindow(new Date()), []);
  const renderStores = useCallback((provider: 'google' | 'yahoo') => <ReportStoreChooser source={source} provider={provider} />, [source]);
  return (
    <>
      <ScreenHeading title={t.title} lead={t.lead} />
      <ReportForm checked={checked} storeNames={storeNames} renderStores={renderStores} defaultWindow={defaultWindow} />
      <ScheduleForm />
    </>
  );
};

// レポート: the insight reports as Excel or PDF through the export pipeline, and their monthly e-mail delivery.
export const InsightDownloadScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'insightReport')) return <NotFoundScreen />;
  return <InsightDownload />;
};
