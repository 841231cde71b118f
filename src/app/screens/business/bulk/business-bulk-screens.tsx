import { BulkEditFlow } from '../../../../features/business-bulk/components/bulk-edit-flow';
import { businessBulkJa } from '../../../../features/business-bulk/business-bulk.ja';
import { ScreenHeading } from '../../../../components/screen-heading';
import { can } from '../../../../shared/access/access-rules';
import { selectCheckedAccounts } from '../../../../state/selection.slice';
import { useAppSelector } from '../../../../store/hooks';
import { useDocumentTitle } from '../../../brand';
import { paths } from '../../../paths';
import { NotFoundScreen } from '../../public/not-found-screen';
import { BulkNav } from './bulk-nav';
import { BULK_STORES_SCOPE, BulkStoresStep } from './bulk-stores-step';

const t = businessBulkJa;

const BulkUpdateSelected = () => {
  const chosen = useAppSelector((s) => selectCheckedAccounts(s, BULK_STORES_SCOPE));
  return (
    <>
      <ScreenHeading title={t.update.title} lead={t.update.lead} />
      <BulkNav current={paths.businessUpdate} />
      <BulkEditFlow scope="selected" localAccounts={chosen} renderStores={(next) => <BulkStoresStep next={next} />} />
    </>
  );
};

// 店舗情報の一括更新 (/business/update): chosen stores × providers → what to set → dry run → apply with progress.
export const BusinessBulkUpdateScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.update.title);
  if (!can(user, 'business')) return <NotFoundScreen />;
  return <BulkUpdateSelected />;
};

// 全店舗の一括更新 (/business/update/all): the same flow over every linked account of the company, without a picker.
export const BusinessBulkUpdateAllScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.all.title);
  if (!can(user, 'business')) return <NotFoundScreen />;
  return (
    <>
      <ScreenHeading title={t.all.title} lead={t.all.lead} />
      <BulkNav current={paths.businessUpdateAll} />
      <BulkEditFlow scope="all" />
    </>
  );
};
