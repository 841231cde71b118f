export interface SlackMessage {
  text: string;
  /** Block Kit blocks; `text` is then the notification fallback. */
  blocks?: unknown[];
}

/** Alert messages to Slack incoming webhooks (or the Slack emulator under the same paths). */
export interface SlackPort {
  /** Posts to a webhook URL saved by a user; the URL is checked again against the SSRF guard before every post. */
  post(webhookUrl: string, message: SlackMessage, options: { idempotencyKey: string }): Promise<void>;
}
