import type { Deps } from '../../deps';
import type { components } from '../../generated/openapi';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, validationError, type FieldErrors } from '../../http/errors';
import { isProviderError } from '../../providers/shared/provider-errors';
import { assertSlackWebhookUrl } from '../../providers/slack/slack-webhook-url';
import type { HostResolver } from '../../providers/shared/ssrf-guard';
import { newDelivery, type ChannelTarget } from './alert-channels';
import { queueDeliveries } from './alert-delivery.service';
import { insertAlertDeliveries } from './alert-events.repository';
import { findAlertSettings, saveAlertSettings } from './alert-settings.repository';
import { DEFAULT_ALERT_SETTINGS, toAlertSettings } from './alerts.mapper';
import { alertsMessagesJa as m } from './alerts.messages.ja';
import type { AlertChannel } from './alerts.table';

type SettingsDeps = Pick<Deps, 'db' | 'clock' | 'config'> & { resolve?: HostResolver };

export type AlertSettingsInput = components['schemas']['AlertSettingsRequest'];

// A LINE user, group or room id: U, C or R and 32 hexadecimal digits.
const LINE_ID = /^[UCR][0-9a-f]{32}$/u;

const blankToNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

export async function getAlertSettings(deps: Pick<Deps, 'db'>, auth: AuthContext) {
  const row = await findAlertSettings(deps.db, auth.company.id, auth.user.id);
  return { data: toAlertSettings(row ?? DEFAULT_ALERT_SETTINGS, auth.user.email) };
}

/** A webhook URL that could reach the server's own network is refused on its field, with a stable code. */
async function webhookErrors(deps: SettingsDeps, url: string | null, enabled: boolean): Promise<string[] | null> {
  if (url === null) return enabled ? [m.errors.slackRequired] : null;
  try {
    await assertSlackWebhookUrl(url, { live: deps.config.providers.slackLive, resolve: deps.resolve });
    return null;
  } catch (error) {
    if (isProviderError(error) && error.code === 'unsafe_url') return [m.errors.slackUnsafe];
    throw error;
  }
}

export async function updateAlertSettings(deps: SettingsDeps, auth: AuthContext, input: AlertSettingsInput) {
  const lineTo = blankToNull(input.line_to);
  const slackWebhookUrl = blankToNull(input.slack_webhook_url);
  const errors: FieldErrors = {};
  if (lineTo === null && input.line_enabled) errors.line_to = [m.errors.lineToRequired];
  if (lineTo !== null && !LINE_ID.test(lineTo)) errors.line_to = [m.errors.lineToFormat];
  const slack = await webhookErrors(deps, slackWebhookUrl, input.slack_enabled);
  if (slack) errors.slack_webhook_url = slack;
  if (Object.keys(errors).length > 0) {
    const unsafe = errors.slack_webhook_url?.[0] === m.errors.slackUnsafe;
    throw validationError(errors, unsafe ? 'unsafe_webhook_url' : 'validation_failed');
  }
  const row = await saveAlertSettings(
    deps.db,
    { companyId: auth.company.id, userId: auth.user.id },
    {
      lowRatingEnabled: input.low_rating_enabled,
      lowRatingMax: input.low_rating_max,
      approvalWaitingEnabled: input.approval_waiting_enabled,
      postFailedEnabled: input.post_failed_enabled,
      googleEditEnabled: input.google_edit_enabled,
      linkExpiredEnabled: input.link_expired_enabled,
      rankDropEnabled: input.rank_drop_enabled,
      rankDropMin: input.rank_drop_min,
      emailEnabled: input.email_enabled,
      lineEnabled: input.line_enabled,
      lineTo,
      slackEnabled: input.slack_enabled,
      slackWebhookUrl,
      digest: input.digest,
    },
    deps.clock.now(),
  );
  return { message: m.saved, data: toAlertSettings(row, auth.user.email) };
}

const CHANNEL_FIELDS: Record<AlertChannel, string> = { email: 'channel', line: 'line_to', slack: 'slack_webhook_url' };

/** A test message to one channel as saved (switched on or not), through the same delivery as every alert. */
export async function sendTestAlert(deps: Pick<Deps, 'db' | 'clock' | 'jobs' | 'logger'>, auth: AuthContext, input: { channel: AlertChannel }) {
  const row = await findAlertSettings(deps.db, auth.company.id, auth.user.id);
  const targets: Record<AlertChannel, string | null> = { email: auth.user.email || null, line: row?.lineTo ?? null, slack: row?.slackWebhookUrl ?? null };
  const target = targets[input.channel];
  if (target === null) throw new DomainError('channel_not_set', 422, m.errors.channelNotSet, { [CHANNEL_FIELDS[input.channel]]: [m.errors.channelNotSet] });
  const channelTarget: ChannelTarget = { channel: input.channel, target };
  const now = deps.clock.now();
  const ids = await insertAlertDeliveries(deps.db, [newDelivery({ companyId: auth.company.id, userId: auth.user.id, purpose: 'test' }, channelTarget, now)]);
  await queueDeliveries(deps, ids);
  return { message: m.testQueued };
}
