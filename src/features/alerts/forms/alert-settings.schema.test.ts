import { alertSettingsSchema, toAlertSettingsRequest, toAlertSettingsValues } from './alert-settings.schema';
import { LINE_ID, makeAlertSettings } from '../../../testing/alerts-handlers';

describe('alert settings form values', () => {
  it('turns the flags into checkbox groups and back without losing a field', () => {
    const settings = makeAlertSettings({ low_rating_enabled: true, rank_drop_enabled: true, email_enabled: true, slack_enabled: true, slack_webhook_url: 'https://hooks.slack.com/services/T/B/x', digest: true });
    const values = toAlertSettingsValues(settings);
    expect(values).toMatchObject({ events: ['low_rating', 'rank_drop'], channels: ['email', 'slack'], line_to: '', digest: true });
    const { email_address: _address, ...request } = settings;
    expect(toAlertSettingsRequest(values)).toEqual(request);
  });

  it('asks for the address of each chosen channel and checks a LINE id and an https URL', async () => {
    const values = { ...toAlertSettingsValues(makeAlertSettings()), channels: ['line', 'slack'] as ('line' | 'slack')[] };
    const errors = await alertSettingsSchema.validate(values, { abortEarly: false }).catch((e: { errors: string[] }) => e.errors);
    expect(errors).toEqual(['LINEで受け取る場合は送信先IDを入力してください', 'Slackで受け取る場合はWebhook URLを入力してください']);
    await expect(alertSettingsSchema.validate({ ...values, line_to: 'taro', slack_webhook_url: 'http://hooks.slack.com/x' })).rejects.toThrow();
    await expect(alertSettingsSchema.validate({ ...values, line_to: LINE_ID, slack_webhook_url: 'https://hooks.slack.com/services/T/B/x' })).resolves.toBeTruthy();
  });
});
