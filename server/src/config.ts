import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  sessionTtlSeconds: number;
  /** How long a resolved session is reused without a database read (changes made through the console drop it at once). */
  sessionCacheSeconds: number;
  seedDemo: boolean;
  /** Run the migrations at start-up (false: `npm run migrate` runs them once per release). */
  migrate: boolean;
  publicOrigin: string;
  linkManagementUserIds: string[];
  impersonationTtlSeconds: number;
  loginRateLimit: number;
  reissueRateLimit: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** What this process does: api serves HTTP and the realtime endpoint, worker runs the jobs, all does both. */
  role: ProcessRole;
  workers: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Secret that keys the refresh-token cipher and realtime signatures; null → DATA_DIR/app-secret (created once). */
  appSecret: string | null;
  redisUrl: string | null;
  /** Bearer token that opens /metrics to other machines; null: /metrics answers on loopback only. */
  metricsToken: string | null;
  storageDir: string;
  exportTtlSeconds: number;
  /** Minutes between two incremental review syncs of one linked store. */
  reviewSyncIntervalMinutes: number;
  /** Hours between two full review reconciles of one linked store. */
  reviewReconcileHours: number;
  /** Seconds after which an unrenewed claim on an intent row (export, reply) is stale and swept again. */
  intentStaleSeconds: number;
  /** Origin of the emulators' own process (npm run emulators); null → the emulators are mounted in this process. */
  emulatorsUrl: string | null;
  /** Serve the dev routes: the mail outbox (/emulators/mail) and every emulator's /__admin API. */
  devRoutes: boolean;
  providers: ProviderSettings;
}

export type ProcessRole = 'api' | 'worker' | 'all';
const ROLES: readonly ProcessRole[] = ['api', 'worker', 'all'];

/** A provider whose credentials are unset runs against the in-process emulator under /emulators/<name>. */
export interface ProviderSettings {
  google: { clientId: string; clientSecret: string } | null;
  yahoo: { clientId: string; clientSecret: string; placeApiBaseUrl: string } | null;
  yahooLocalSearch: { appId: string } | null;
  instagram: { appId: string; appSecret: string } | null;
  llm: { apiKey: string; baseUrl: string } | null;
  llmModel: string;
  /** The rules of every AI reply, one per line (AI_REPLY_RULES_FILE); null: the built-in rules. */
  aiReplyRules: string[] | null;
  translation: { apiKey: string } | null;
  places: { apiKey: string } | null;
  /** LINE Messaging API channel access token for alert pushes; null → the LINE emulator. */
  line: { channelAccessToken: string } | null;
  /** true: alert webhooks go to the Slack URLs users saved; false → the Slack emulator receives them (same path). */
  slackLive: boolean;
}

export interface ConfigDoc {
  name: string;
  default: string;
  description: string;
}

// One table drives both parsing and the README, so a setting cannot be documented differently from how it behaves.
export const configDocs: ConfigDoc[] = [
  { name: 'PORT', default: '3000', description: 'HTTP port.' },
  { name: 'HOST', default: '127.0.0.1', description: 'Interface to listen on (0.0.0.0 to accept remote clients).' },
  { name: 'DATA_DIR', default: './data', description: 'Data directory; holds the embedded PGlite database and its lock file.' },
  { name: 'DATABASE_URL', default: '(unset)', description: 'PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR/pglite is used.' },
  { name: 'SESSION_TTL_SECONDS', default: '86400', description: 'Session lifetime and the access_token cookie Max-Age.' },
  { name: 'SEED_DEMO', default: 'true', description: 'Seed demo companies, users, news and contents into an empty database.' },
  { name: 'PUBLIC_ORIGIN', default: 'http://localhost:PORT', description: 'Origin the console is served from; used for the CSRF origin check and in links (impersonation, mails).' },
  { name: 'LINK_MANAGEMENT_USER_IDS', default: 'demo-owner', description: 'Comma-separated disp_user_ids that see 連携管理 (can_manage_links).' },
  { name: 'IMPERSONATION_TTL_SECONDS', default: '600', description: 'Lifetime of a one-time impersonation link.' },
  { name: 'LOGIN_RATE_LIMIT', default: '10', description: 'Login attempts per minute per client IP and e-mail address.' },
  { name: 'REISSUE_RATE_LIMIT', default: '5', description: 'Password reissue requests per 15 minutes per client IP.' },
  { name: 'DEV_ROUTES', default: '(on when HOST is loopback)', description: 'Serve the dev routes, which answer without a session: the mail outbox (/emulators/mail, /emulators/mail.json), every emulator\'s /emulators/<name>/__admin API and POST /emulators/jobs/<job name>, which runs a scheduled job now. Unset: served only while HOST is a loopback address. On any other HOST with SMTP_URL unset the server refuses to start until you choose: true exposes them to everyone who reaches the server, false runs without them (mails stay unread in the database).' },
  { name: 'SMTP_URL', default: '(unset)', description: 'SMTP URL for outgoing mail (smtp://user:pass@host:587); when unset mails go to the dev outbox at /emulators/mail.' },
  { name: 'MAIL_FROM', default: 'MEO Console <no-reply@localhost>', description: 'Sender address of outgoing mail.' },
  { name: 'MIGRATE', default: 'true', description: 'Apply the database migrations at start-up. On PostgreSQL they run under an advisory lock, so processes starting together take turns; a deployment of several processes sets false and runs npm run migrate once per release.' },
  { name: 'ROLE', default: 'all', description: 'What this process does: api serves the console, the API and the realtime endpoint and queues work; worker runs the queued and scheduled jobs; all does both. api and worker need DATABASE_URL: the embedded database serves one process per data directory.' },
  { name: 'WORKERS', default: 'true', description: 'With ROLE=all: run the pg-boss job workers in this process (false serves only HTTP, as ROLE=api).' },
  { name: 'LOG_LEVEL', default: 'info', description: 'pino log level (fatal, error, warn, info, debug, trace, silent).' },
  { name: 'TRUST_PROXY', default: 'false', description: 'Trust X-Forwarded-* headers (set when behind a reverse proxy).' },
  { name: 'APP_SECRET', default: '(DATA_DIR/app-secret)', description: 'At least 32 characters; keys the encryption of provider refresh tokens and the realtime signatures. Unset: a random secret is created once in DATA_DIR/app-secret. Set it (the same on every process) when running on PostgreSQL.' },
  { name: 'SESSION_CACHE_SECONDS', default: '30', description: 'How long a process reuses a resolved session without reading the database (0: every request reads it). Logout, password changes, user removal and every change made through the console drop the cached sessions at once in every process (through Redis when REDIS_URL is set, PostgreSQL NOTIFY otherwise); the figure only bounds changes made outside the console, such as contract flags set directly in the database.' },
  { name: 'REDIS_URL', default: '(unset)', description: 'Redis URL; when set, realtime events fan out across server processes through Redis pub/sub, and the session invalidations, the provider quotas and the request rate limits (login, password reissue) are shared through it. Unset on PostgreSQL, all three go through the database (the realtime fan-out needs Redis).' },
  { name: 'METRICS_TOKEN', default: '(unset)', description: 'Bearer token a Prometheus scraper sends to GET /metrics; unset: /metrics answers only requests from this machine. /healthz and /readyz (database reachable, not shutting down) need nothing.' },
  { name: 'STORAGE_DIR', default: 'DATA_DIR/files', description: 'Where exported files are written (the local-directory storage).' },
  { name: 'EXPORT_TTL_SECONDS', default: '86400', description: 'How long an exported file can be downloaded.' },
  { name: 'REVIEW_SYNC_INTERVAL_MINUTES', default: '10', description: 'Minutes between two incremental review syncs of a linked store (a per-minute scheduler queues the stores that are due; a newly linked store is fetched within a minute).' },
  { name: 'REVIEW_RECONCILE_HOURS', default: '24', description: 'Hours between two full review reconciles of a linked store (every page is walked again, repairing reviews the incremental runs missed).' },
  { name: 'INTENT_STALE_SECONDS', default: '30', description: 'Seconds after which a claimed intent (an export being written, a reply being sent) counts as left behind by a crashed worker; the per-minute sweep then takes it again. A live worker renews its claim meanwhile, so a slow run is not taken twice.' },
  { name: 'GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET', default: '(unset)', description: 'OAuth client of the Google Business Profile APIs; unset → the Google emulator.' },
  { name: 'YAHOO_CLIENT_ID / YAHOO_CLIENT_SECRET / YAHOO_PLACE_API_BASE_URL', default: '(unset)', description: 'Yahoo! ID連携 client and the partner place API base URL; unset → the Yahoo emulator.' },
  { name: 'YAHOO_APP_ID', default: '(unset)', description: 'Application ID of YOLP local search; unset → the emulator.' },
  { name: 'INSTAGRAM_APP_ID / INSTAGRAM_APP_SECRET', default: '(unset)', description: 'Instagram Graph app; unset → the Instagram emulator.' },
  { name: 'LLM_API_KEY / LLM_BASE_URL', default: '(unset) / https://api.openai.com/v1', description: 'OpenAI-compatible chat completions endpoint for AI replies; unset key → the LLM emulator.' },
  { name: 'LLM_MODEL', default: 'gpt-4o-mini', description: 'Model name sent to the chat completions endpoint.' },
  { name: 'AI_REPLY_RULES_FILE', default: '(unset)', description: 'UTF-8 text file with the rules of every AI reply, one per line (replaces the built-in rules of server/src/modules/auto-reply/ai-reply.prompt.ts; keep the no-invented-facts, no-compensation and no-personal-data rules).' },
  { name: 'TRANSLATE_API_KEY', default: '(unset)', description: 'Cloud Translation v2 API key; unset → the translation emulator.' },
  { name: 'PLACES_API_KEY', default: '(unset)', description: 'Google Places API (New) key for rank measurement; unset → the place-search emulator.' },
  { name: 'LINE_CHANNEL_ACCESS_TOKEN', default: '(unset)', description: 'Channel access token of the LINE Messaging API channel that pushes alerts; unset → the LINE emulator.' },
  { name: 'SLACK_LIVE', default: 'false', description: 'true sends alerts to the Slack incoming-webhook URLs users saved (https, public addresses only); false → the Slack emulator receives them under the same path.' },
  { name: 'CHROMIUM_PATH', default: '/usr/bin/chromium when present', description: 'The Chromium that renders rank snapshots (our own page of the measured result list, read by server/src/rendering/chromium-renderer.ts); none or empty turns snapshots off. Without a browser a measurement still records its rank and marks the snapshot missing. The e2e suite uses the same variable for its browser.' },
  { name: 'EMULATORS_URL', default: '(unset)', description: 'Origin of the emulators running in their own process (npm run emulators, e.g. http://127.0.0.1:3100): the server mounts none and every emulated provider uses EMULATORS_URL/emulators/<name>, consent pages included (the browser must reach it). Unset: the emulators are mounted in-process under /emulators/*.' },
];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const raw = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const value = raw(name);
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return n;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const value = raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    problems.push(`${name} must be true or false (got "${value}")`);
    return fallback;
  };
  const url = (name: string, protocols: string[]): string | null => {
    const value = raw(name);
    if (value === undefined) return null;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) problems.push(`${name} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return value;
  };

  const port = int('PORT', 3000, 0, 65535);
  const publicOrigin = url('PUBLIC_ORIGIN', ['http:', 'https:']);
  let origin = `http://localhost:${port}`;
  if (publicOrigin !== null) {
    try {
      origin = new URL(publicOrigin).origin;
    } catch {
      // already reported by url()
    }
  }
  const logLevel = raw('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  const config: Config = {
    port,
    host: raw('HOST') ?? '127.0.0.1',
    dataDir: path.resolve(process.cwd(), raw('DATA_DIR') ?? './data'),
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    sessionTtlSeconds: int('SESSION_TTL_SECONDS', 86_400, 60, 31_536_000),
    sessionCacheSeconds: int('SESSION_CACHE_SECONDS', 30, 0, 3600),
    seedDemo: bool('SEED_DEMO', true),
    migrate: bool('MIGRATE', true),
    publicOrigin: origin,
    linkManagementUserIds: (raw('LINK_MANAGEMENT_USER_IDS') ?? 'demo-owner')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    impersonationTtlSeconds: int('IMPERSONATION_TTL_SECONDS', 600, 10, 86_400),
    loginRateLimit: int('LOGIN_RATE_LIMIT', 10, 1, 1_000_000),
    reissueRateLimit: int('REISSUE_RATE_LIMIT', 5, 1, 1_000_000),
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: raw('MAIL_FROM') ?? 'MEO Console <no-reply@localhost>',
    role: 'all',
    workers: bool('WORKERS', true),
    logLevel,
    trustProxy: bool('TRUST_PROXY', false),
    appSecret: null,
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    metricsToken: raw('METRICS_TOKEN') ?? null,
    storageDir: '',
    exportTtlSeconds: int('EXPORT_TTL_SECONDS', 86_400, 60, 31_536_000),
    reviewSyncIntervalMinutes: int('REVIEW_SYNC_INTERVAL_MINUTES', 10, 1, 1440),
    reviewReconcileHours: int('REVIEW_RECONCILE_HOURS', 24, 1, 720),
    intentStaleSeconds: int('INTENT_STALE_SECONDS', 30, 5, 3600),
    emulatorsUrl: emulatorsUrlOf(url('EMULATORS_URL', ['http:', 'https:']), port, problems),
    devRoutes: false,
    providers: parseProviders(raw, problems),
  };
  config.role = roleOf(raw('ROLE'), config.databaseUrl, problems);
  if (config.role !== 'all') config.workers = config.role === 'worker';
  // Emulators keep their state in memory: beside several processes they must be one process of their own.
  if (config.role !== 'all' && config.emulatorsUrl === null && usesEmulators(config.providers)) {
    problems.push(`ROLE=${config.role} needs EMULATORS_URL while a provider runs against its emulator: start them once with npm run emulators`);
  }
  const dataDir = config.dataDir;
  config.storageDir = path.resolve(process.cwd(), raw('STORAGE_DIR') ?? path.join(dataDir, 'files'));
  const appSecret = raw('APP_SECRET');
  if (appSecret !== undefined && appSecret.length < 32) problems.push('APP_SECRET must be at least 32 characters');
  config.appSecret = appSecret ?? null;
  config.devRoutes = devRoutesOf(raw('DEV_ROUTES') === undefined ? null : bool('DEV_ROUTES', false), config, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

type Raw = (name: string) => string | undefined;

const usesEmulators = (p: ProviderSettings): boolean =>
  [p.google, p.yahoo, p.yahooLocalSearch, p.instagram, p.llm, p.translation, p.places, p.line].some((setting) => setting === null) || !p.slackLive;

// PGlite lives inside one process and locks its data directory, so splitting the roles needs a database server.
function roleOf(value: string | undefined, databaseUrl: string | null, problems: string[]): ProcessRole {
  if (value === undefined) return 'all';
  const role = ROLES.find((r) => r === value.toLowerCase());
  if (!role) {
    problems.push(`ROLE must be one of ${ROLES.join(', ')} (got "${value}")`);
    return 'all';
  }
  if (role !== 'all' && databaseUrl === null) {
    problems.push(`ROLE=${role} needs DATABASE_URL (PostgreSQL): the embedded database serves one process per data directory, so without it the server runs as ROLE=all`);
  }
  return role;
}

// The emulators answer under <origin>/emulators/<name>, so only an origin makes sense; pointing it at this server
// itself would call emulators this server no longer mounts.
function emulatorsUrlOf(value: string | null, port: number, problems: string[]): string | null {
  if (value === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  if (parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '') problems.push(`EMULATORS_URL must be an origin such as http://127.0.0.1:3100 (got "${value}")`);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  const ownPort = String(port) === (parsed.port || (parsed.protocol === 'https:' ? '443' : '80'));
  if (loopback && ownPort) problems.push(`EMULATORS_URL must not point at this server itself (port ${port})`);
  return parsed.origin;
}

/** Whether `host` only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/u, '$1').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/u.test(bare);
}

// The dev routes answer without a session, so on a public interface they need the operator's explicit choice. The
// only case that cannot go quietly without them is mail: with no SMTP server the outbox is where every mail (password
// reset links included) is read, so dropping it silently would leave nobody able to read them.
function devRoutesOf(explicit: boolean | null, config: Pick<Config, 'host' | 'smtpUrl'>, problems: string[]): boolean {
  if (explicit !== null) return explicit;
  if (isLoopbackHost(config.host)) return true;
  if (config.smtpUrl === null) {
    problems.push(
      `HOST=${config.host} is not a loopback address and SMTP_URL is unset: mails would go to the dev outbox (/emulators/mail), which answers without a session. ` +
        'Set SMTP_URL, or DEV_ROUTES=true to expose the outbox and the emulators\' /__admin APIs to everyone who reaches this server, or DEV_ROUTES=false to run without them',
    );
  }
  return false;
}

// The operator's own AI reply rules: read once at start so a missing or empty file stops the server with a clear
// message instead of every draft failing later.
function readRulesFile(file: string | undefined, problems: string[]): string[] | null {
  if (file === undefined) return null;
  try {
    const rules = readFileSync(file, 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '');
    if (rules.length === 0) problems.push(`AI_REPLY_RULES_FILE ${file} has no rules`);
    return rules;
  } catch {
    problems.push(`AI_REPLY_RULES_FILE ${file} cannot be read`);
    return null;
  }
}

function flag(value: string | undefined, name: string, problems: string[]): boolean {
  if (value === undefined) return false;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (!['0', 'false', 'no', 'off'].includes(value.toLowerCase())) problems.push(`${name} must be true or false (got "${value}")`);
  return false;
}

// A provider is switched to the real service only when all of its credentials are set; a half-configured
// provider is an error rather than a silent fall-back to the emulator.
function parseProviders(raw: Raw, problems: string[]): ProviderSettings {
  const group = <K extends string>(names: Record<K, string>): Record<K, string> | null => {
    const values = Object.entries(names).map(([key, env]) => [key, raw(env as string)] as const);
    const set = values.filter(([, v]) => v !== undefined);
    if (set.length === 0) return null;
    if (set.length < values.length) {
      const missing = values.filter(([, v]) => v === undefined).map(([key]) => names[key as K]);
      problems.push(`${missing.join(', ')} must be set together with ${set.map(([key]) => names[key as K]).join(', ')}`);
      return null;
    }
    return Object.fromEntries(values) as Record<K, string>;
  };
  const llmKey = raw('LLM_API_KEY');
  return {
    google: group({ clientId: 'GOOGLE_CLIENT_ID', clientSecret: 'GOOGLE_CLIENT_SECRET' }),
    yahoo: group({ clientId: 'YAHOO_CLIENT_ID', clientSecret: 'YAHOO_CLIENT_SECRET', placeApiBaseUrl: 'YAHOO_PLACE_API_BASE_URL' }),
    yahooLocalSearch: group({ appId: 'YAHOO_APP_ID' }),
    instagram: group({ appId: 'INSTAGRAM_APP_ID', appSecret: 'INSTAGRAM_APP_SECRET' }),
    llm: llmKey ? { apiKey: llmKey, baseUrl: raw('LLM_BASE_URL') ?? 'https://api.openai.com/v1' } : null,
    llmModel: raw('LLM_MODEL') ?? 'gpt-4o-mini',
    aiReplyRules: readRulesFile(raw('AI_REPLY_RULES_FILE'), problems),
    translation: group({ apiKey: 'TRANSLATE_API_KEY' }),
    places: group({ apiKey: 'PLACES_API_KEY' }),
    line: group({ channelAccessToken: 'LINE_CHANNEL_ACCESS_TOKEN' }),
    slackLive: flag(raw('SLACK_LIVE'), 'SLACK_LIVE', problems),
  };
}
