import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  sessionTtlSeconds: number;
  seedDemo: boolean;
  publicOrigin: string;
  linkManagementUserIds: string[];
  impersonationTtlSeconds: number;
  loginRateLimit: number;
  reissueRateLimit: number;
  smtpUrl: string | null;
  mailFrom: string;
  workers: boolean;
  logLevel: string;
  trustProxy: boolean;
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
  { name: 'SMTP_URL', default: '(unset)', description: 'SMTP URL for outgoing mail (smtp://user:pass@host:587); when unset mails go to the dev outbox at /emulators/mail.' },
  { name: 'MAIL_FROM', default: 'MEO Console <no-reply@localhost>', description: 'Sender address of outgoing mail.' },
  { name: 'WORKERS', default: 'true', description: 'Run the pg-boss job workers in this process.' },
  { name: 'LOG_LEVEL', default: 'info', description: 'pino log level (fatal, error, warn, info, debug, trace, silent).' },
  { name: 'TRUST_PROXY', default: 'false', description: 'Trust X-Forwarded-* headers (set when behind a reverse proxy).' },
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
    seedDemo: bool('SEED_DEMO', true),
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
    workers: bool('WORKERS', true),
    logLevel,
    trustProxy: bool('TRUST_PROXY', false),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
