import { chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import { useUpdateAutoReplySettingsMutation } from '../auto-reply.api';
import { defaultFormValues } from '../forms/auto-reply-setting.mappers';
import { SettingsForm } from './settings-form';

const t = reviewSettingsJa.autoReply;

// One setting saved to every store checked in the picker (Google and Yahoo! alike), all or none.
export const BulkSettings = ({ localAccountIds }: { localAccountIds: string[] }) => {
  const [save] = useUpdateAutoReplySettingsMutation();
  const initialValues = useMemo(defaultFormValues, []);
  const count = localAccountIds.length;
  return (
    <SettingsForm
      testId="auto-reply-bulk-form"
      heading={t.formHeadingBulk}
      target={
        <>
          <chakra.p fontWeight="bold" role="status">
            {count > 0 ? t.targetCount(count) : t.noTarget}
          </chakra.p>
          {count > 0 ? (
            <chakra.p fontSize="sm" color="muted">
              {t.bulkNote}
            </chakra.p>
          ) : null}
        </>
      }
      initialValues={initialValues}
      submitLabel={t.saveBulk}
      canSubmit={count > 0}
      onSubmit={(setting) => save({ autoReplySettingsUpdateRequest: { local_account_ids: localAccountIds, setting } }).unwrap()}
    />
  );
};
