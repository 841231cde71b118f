import { Box } from '@chakra-ui/react';
import { Button } from '../../../components/button';
import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import { useGetAutoReplyQuery, useUpdateAutoReplySettingsMutation } from '../auto-reply.api';
import { toFormValues } from '../forms/auto-reply-setting.mappers';
import { providerLabel } from '../model/setting-labels';
import { SettingsForm } from './settings-form';

const t = reviewSettingsJa.autoReply;

interface StoreSettingEditorProps {
  localAccountId: string;
  storeName: string;
  onClose: () => void;
}

// One store's setting, opened from its row in the overview; saving returns to the bulk form.
export const StoreSettingEditor = ({ localAccountId, storeName, onClose }: StoreSettingEditorProps) => {
  const setting = useGetAutoReplyQuery({ localAccountId });
  const [save] = useUpdateAutoReplySettingsMutation();
  const back = (
    <Button variant="outline" onClick={onClose}>
      {t.backToBulk}
    </Button>
  );
  if (setting.isError) return <Box mb="6">{back}</Box>;
  if (!setting.data) return <Box aria-busy="true" minH="10" mb="6" />;
  return (
    <SettingsForm
      testId="auto-reply-store-form"
      heading={t.formHeadingSingle(setting.data.data.store_name || storeName)}
      target={`${providerLabel(localAccountId)} ${setting.data.data.store_name || storeName}`}
      initialValues={toFormValues(setting.data.data)}
      submitLabel={t.saveSingle}
      canSubmit
      onSubmit={async (input) => {
        await save({ autoReplySettingsUpdateRequest: { local_account_ids: [localAccountId], setting: input } }).unwrap();
        onClose();
      }}
      actions={back}
    />
  );
};
