import { Box } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useListLocalAccountsQuery } from '../../../features/local-accounts/local-accounts.api';
import { StorePicker } from '../../../features/store-picker/components/store-picker';
import { toPickerRows } from '../../../features/store-picker/model/picker-rows';
import { instagramJa as t } from '../../../shared/i18n/instagram.ja';
import { checkedAccountsSet, selectCheckedAccounts } from '../../../state/selection.slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useInstagramCallback } from '../../../features/instagram/hooks/use-instagram-callback';
import type { InstagramSetting, InstagramSettingRequest } from '../../../features/instagram/instagram.api';
import { InstagramConnect } from '../../../features/instagram/components/instagram-connect';
import { InstagramSettingForm } from '../../../features/instagram/components/instagram-setting-form';

const SCOPE = 'instagram-editor-stores';

interface InstagramEditorBodyProps {
  setting: InstagramSetting | null;
  onSubmit: (request: InstagramSettingRequest) => Promise<unknown>;
  navigate: (url: string) => void;
}

// Connect (or keep) the Instagram account, choose the Google stores with the picker, then the rules.
export const InstagramEditorBody = ({ setting, onSubmit, navigate }: InstagramEditorBodyProps) => {
  const dispatch = useAppDispatch();
  const callback = useInstagramCallback();
  const accounts = useListLocalAccountsQuery({});
  // Crossposts go to Google listings only.
  const rows = useMemo(() => (accounts.data ? toPickerRows(accounts.data.data).filter((r) => r.provider === 'google') : []), [accounts.data]);
  const targets = useAppSelector((s) => selectCheckedAccounts(s, SCOPE));
  const account = callback.account ?? setting?.instagram_account ?? null;
  const problem = callback.denied ? t.connectDenied : callback.failed ? t.connectFailed : null;

  useEffect(() => {
    dispatch(checkedAccountsSet({ scope: SCOPE, keys: setting?.local_accounts.map((a) => a.local_account_id) ?? [] }));
  }, [dispatch, setting]);

  return (
    <>
      <InstagramConnect account={account} settingId={setting?.id} connecting={callback.connecting} problem={problem} navigate={navigate} />
      <Box bg="surface" borderRadius="md" p="4" mb="4" minW="0">
        <StorePicker scope={SCOPE} rows={rows} heading={t.pickerHeading} businessGroups={accounts.data?.data.business_info_groups ?? []} customGroups={accounts.data?.data.custom_groups ?? []} />
      </Box>
      <Box bg="surface" borderRadius="md" p="4" mb="4" minW="0">
        <InstagramSettingForm setting={setting} instagramAccountId={account?.id ?? null} targets={targets} onSubmit={onSubmit} />
      </Box>
    </>
  );
};
