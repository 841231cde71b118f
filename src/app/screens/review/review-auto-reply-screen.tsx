import { Box, chakra } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { ScreenHeading } from '../../../components/screen-heading';
import { ApprovalQueue } from '../../../features/auto-reply/components/approval-queue';
import { BulkSettings } from '../../../features/auto-reply/components/bulk-settings';
import { SettingsOverview } from '../../../features/auto-reply/components/settings-overview';
import { StoreSettingEditor } from '../../../features/auto-reply/components/store-setting-editor';
import { useListLocalAccountsQuery } from '../../../features/local-accounts/local-accounts.api';
import { StorePicker } from '../../../features/store-picker/components/store-picker';
import { toPickerRows } from '../../../features/store-picker/model/picker-rows';
import { can } from '../../../shared/access/access-rules';
import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import { useBottomBarAction } from '../../../state/bottom-bar-actions';
import { selectCheckedAccounts } from '../../../state/selection.slice';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { NotFoundScreen } from '../public/not-found-screen';

const t = reviewSettingsJa.autoReply;
const OPEN_FORM = 'auto-reply-open-form';
const SCOPE = 'auto-reply-stores';

// Brings the settings form into view and puts the focus on its heading, so keyboard and screen reader users land
// where the form starts (after the bottom bar's button or a row's 設定を編集).
const revealForm = (anchor: HTMLElement | null) =>
  requestAnimationFrame(() => {
    anchor?.scrollIntoView?.({ block: 'start' });
    anchor?.querySelector<HTMLElement>('h2')?.focus();
  });

// The picker of linked Google stores feeds the bulk form; a row of the overview opens one store's form.
const AutoReplySetup = () => {
  const accounts = useListLocalAccountsQuery({});
  // Replies can only be sent to Google reviews (Yahoo!プレイス has no reply API), so only Google stores are offered.
  const rows = useMemo(() => (accounts.data ? toPickerRows(accounts.data.data).filter((r) => r.provider === 'google') : []), [accounts.data]);
  // Only this screen's picker writes this scope, and it lists linked Google stores only.
  const targets = useAppSelector((s) => selectCheckedAccounts(s, SCOPE));
  const formAnchor = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);

  useBottomBarAction(OPEN_FORM, () => {
    setEditing(null);
    revealForm(formAnchor.current);
  });

  const buttons = useMemo(() => [{ id: OPEN_FORM, label: t.openForm, disabled: targets.length === 0 }], [targets.length]);
  return (
    <>
      <Box bg="surface" borderRadius="md" p="4" mb="6">
        <StorePicker
          scope={SCOPE}
          rows={rows}
          heading={t.pickerHeading}
          businessGroups={accounts.data?.data.business_info_groups ?? []}
          customGroups={accounts.data?.data.custom_groups ?? []}
          buttons={buttons}
        />
        <chakra.p fontSize="sm" color="muted" mt="2">
          {t.googleOnly}
        </chakra.p>
      </Box>
      <Box ref={formAnchor}>
        {editing ? (
          <StoreSettingEditor key={editing.id} localAccountId={editing.id} storeName={editing.name} onClose={() => setEditing(null)} />
        ) : (
          <BulkSettings localAccountIds={targets} />
        )}
      </Box>
      <SettingsOverview
        onEdit={(setting) => {
          setEditing({ id: setting.local_account_id, name: setting.store_name });
          revealForm(formAnchor.current);
        }}
      />
    </>
  );
};

// 自動返信設定: which stores answer new reviews automatically and how, and the replies waiting for approval.
export const ReviewAutoReplyScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'reviewAutoReply')) return <NotFoundScreen />;
  return (
    <>
      <ScreenHeading title={t.title} lead={t.lead} />
      <AutoReplySetup />
      <ApprovalQueue />
    </>
  );
};
