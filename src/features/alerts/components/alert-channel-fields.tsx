import { Box, chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { Button } from '../../../components/button';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { TextField } from '../../../components/form/text-field';
import { useFormServerErrors } from '../../../components/form/use-form-server-errors';
import { alertsJa } from '../../../shared/i18n/alerts.ja';
import { useSendTestAlertMutation, type AlertChannel } from '../alerts.api';
import { ALERT_CHANNELS, type AlertSettingsValues } from '../forms/alert-settings.schema';
import { AlertSection } from './alert-section';

const t = alertsJa.form;
const channelOptions = [
  { value: 'email' as const, label: t.email },
  { value: 'line' as const, label: t.line },
  { value: 'slack' as const, label: t.slack },
];

// 通知先: the channels, their addresses, and a test message to each as saved (the result shows in the history).
export const AlertChannelFields = ({ emailAddress }: { emailAddress: string }) => {
  const formik = useFormikContext<AlertSettingsValues>();
  const [sendTest, testState] = useSendTestAlertMutation();
  const applyErrors = useFormServerErrors();
  const test = async (channel: AlertChannel) => {
    try {
      await sendTest({ alertTestRequest: { channel } }).unwrap();
    } catch (error) {
      applyErrors(formik, error, formik.values);
    }
  };
  return (
    <AlertSection title={t.channelsHeading} testId="alert-channels">
      <CheckboxGroupField name="channels" legend={t.channelsHeading} options={channelOptions} />
      <chakra.p fontSize="sm" mb="4" overflowWrap="anywhere" data-testid="alert-email-address">
        {t.emailTo(emailAddress)}
      </chakra.p>
      <TextField name="line_to" label={t.lineTo} help={t.lineToHelp} autoComplete="off" />
      <TextField name="slack_webhook_url" label={t.slackWebhookUrl} help={t.slackWebhookUrlHelp} autoComplete="off" />
      <Box display="flex" flexWrap="wrap" gap="2">
        {ALERT_CHANNELS.map((channel) => (
          <Button key={channel} size="sm" variant="outline" minH="44px" disabled={testState.isLoading} onClick={() => void test(channel)}>
            {t.testOf(alertsJa.channels[channel])}
          </Button>
        ))}
      </Box>
    </AlertSection>
  );
};
