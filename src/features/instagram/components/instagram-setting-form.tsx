import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect } from 'react';
import { Button } from '../../../components/button';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { instagramJa as t } from '../../../shared/i18n/instagram.ja';
import type { InstagramSetting, InstagramSettingRequest } from '../instagram.api';
import { ENABLED, REMOVE_HASHTAGS, toInstagramSettingRequest, toInstagramSettingValues, type InstagramSettingValues } from '../forms/instagram-setting.mappers';
import { instagramSettingSchema } from '../forms/instagram-setting.schema';

interface InstagramSettingFormProps {
  setting: InstagramSetting | null;
  /** The connected account the setting watches; the form cannot be sent without one. */
  instagramAccountId: number | null;
  /** The stores the picker above has chosen. */
  targets: string[];
  onSubmit: (request: InstagramSettingRequest) => Promise<unknown>;
}

const captionOptions = [{ value: REMOVE_HASHTAGS, label: t.removeHashtags }];
const stateOptions = [{ value: ENABLED, label: t.enabledOption }];

// Keeps the picker's choice in the form, so "at least one store" is validated and shown like a field error.
const StoresField = ({ targets }: { targets: string[] }) => {
  const { setFieldValue } = useFormikContext<InstagramSettingValues>();
  const [, meta] = useField<string[]>('local_account_ids');
  useEffect(() => {
    void setFieldValue('local_account_ids', targets, false);
  }, [targets, setFieldValue]);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Box mb="4">
      <chakra.p fontWeight="bold" fontSize="sm" data-testid="selected-stores">
        {t.selectedStores(targets.length)}
      </chakra.p>
      {error ? (
        <chakra.p role="alert" color="danger" fontSize="sm">
          {error}
        </chakra.p>
      ) : null}
    </Box>
  );
};

export const InstagramSettingForm = ({ setting, instagramAccountId, targets, onSubmit }: InstagramSettingFormProps) => {
  const submit = async (values: InstagramSettingValues, helpers: FormikHelpers<InstagramSettingValues>) => {
    if (instagramAccountId === null) return;
    try {
      await onSubmit(toInstagramSettingRequest(values, instagramAccountId));
    } catch (error) {
      applyServerErrors(helpers, error, values);
    }
  };
  return (
    <Formik initialValues={toInstagramSettingValues(setting)} validationSchema={instagramSettingSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={setting ? t.editTitle : t.createTitle}>
          <StoresField targets={targets} />
          <TextareaField name="required_hashtags" label={t.requiredLabel} help={t.tagsHelp} rows={2} />
          <TextareaField name="excluded_hashtags" label={t.excludedLabel} help={t.excludedHelp} rows={2} />
          <CheckboxGroupField name="caption" legend={t.captionLegend} options={captionOptions} help={t.captionHelp} />
          <CheckboxGroupField name="state" legend={t.stateLegend} options={stateOptions} />
          <Box display="flex" justifyContent="flex-end">
            <Button type="submit" disabled={isSubmitting || instagramAccountId === null}>
              {setting ? t.save : t.create}
            </Button>
          </Box>
        </Form>
      )}
    </Formik>
  );
};
