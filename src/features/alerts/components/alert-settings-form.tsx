import { Box } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Button } from '../../../components/button';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { NumberField } from '../../../components/form/number-field';
import { SwitchField } from '../../../components/form/switch-field';
import { useFormServerErrors } from '../../../components/form/use-form-server-errors';
import { alertsJa } from '../../../shared/i18n/alerts.ja';
import { useUpdateAlertSettingsMutation, type AlertSettings } from '../alerts.api';
import { ALERT_EVENTS, alertSettingsSchema, toAlertSettingsRequest, toAlertSettingsValues, type AlertSettingsValues } from '../forms/alert-settings.schema';
import { AlertChannelFields } from './alert-channel-fields';
import { AlertSection } from './alert-section';

const t = alertsJa.form;
const eventLabels = {
  low_rating: t.lowRating,
  approval_waiting: t.approvalWaiting,
  post_failed: t.postFailed,
  google_edit: t.googleEdit,
  link_expired: t.linkExpired,
  rank_drop: t.rankDrop,
};
const eventOptions = ALERT_EVENTS.map((value) => ({ value, label: eventLabels[value] }));

// The signed-in user's alerts: which events, their thresholds, the channels and the digest. A refused webhook URL or
// LINE id comes back on its field; the success dialog carries the server's message.
export const AlertSettingsForm = ({ settings }: { settings: AlertSettings }) => {
  const [update] = useUpdateAlertSettingsMutation();
  const applyErrors = useFormServerErrors();
  const submit = async (values: AlertSettingsValues, helpers: FormikHelpers<AlertSettingsValues>) => {
    try {
      await update({ alertSettingsRequest: toAlertSettingsRequest(values) }).unwrap();
    } catch (error) {
      applyErrors(helpers, error, values);
    }
  };
  return (
    <Formik initialValues={toAlertSettingsValues(settings)} validationSchema={alertSettingsSchema} onSubmit={submit} enableReinitialize>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={alertsJa.title} data-testid="alert-settings-form">
          <AlertSection title={t.eventsHeading} lead={t.eventsLead}>
            <CheckboxGroupField name="events" legend={t.eventsHeading} options={eventOptions} />
            <Box display="flex" flexWrap="wrap" columnGap="6">
              <NumberField name="low_rating_max" label={t.lowRatingMax} help={t.lowRatingMaxHelp} min={1} max={5} integer />
              <NumberField name="rank_drop_min" label={t.rankDropMin} help={t.rankDropMinHelp} min={1} max={100} integer />
            </Box>
          </AlertSection>
          <AlertChannelFields emailAddress={settings.email_address} />
          <AlertSection title={t.digestHeading} lead={t.digestHelp}>
            <SwitchField name="digest" label={t.digest} onText={t.digestOn} offText={t.digestOff} />
          </AlertSection>
          <Box display="flex" justifyContent="flex-end" mb="6">
            <Button type="submit" minH="44px" disabled={isSubmitting}>
              {t.submit}
            </Button>
          </Box>
        </Form>
      )}
    </Formik>
  );
};
