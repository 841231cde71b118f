import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { NODE_COMMAND, PER_HOST_SETTINGS, SHARED_SETTINGS, scaleServices, type ScaleServiceName } from '../scripts/drill/scale-topology';

// Containers cannot run where the drill runs, so what the drill rehearses is only worth something while Compose
// starts the same commands with the same settings: this compares deploy/compose.yaml with the drill's topology.

interface ComposeService {
  command?: unknown;
  environment?: unknown;
  depends_on?: unknown;
  volumes?: unknown;
  stop_grace_period?: unknown;
}

const read = (file: string): string => readFileSync(path.resolve(__dirname, file), 'utf8');
// Compose resolves `<<` merge keys (the shared settings are merged in with one), so the test must too.
const compose = parse(read('compose.yaml'), { merge: true }) as { services?: Record<string, ComposeService> };
const services = compose.services ?? {};
const roles = Object.keys(scaleServices) as ScaleServiceName[];
const serverRoles: ScaleServiceName[] = ['migrate', 'api', 'worker'];
const ignored = new Set<string>([...PER_HOST_SETTINGS, ...SHARED_SETTINGS]);

/** The Compose services of a role: `migrate`, or `api-1`, `api-2`… */
function servicesOf(role: ScaleServiceName): string[] {
  return Object.keys(services).filter((name) => name === role || new RegExp(`^${role}-\\d+$`, 'u').test(name));
}

/** A service's environment as Compose reads it, in either of its forms (mapping or KEY=value list). */
function environmentOf(name: string): Record<string, unknown> {
  const env = services[name]?.environment;
  if (env === undefined || env === null) return {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const text = String(entry);
        const at = text.indexOf('=');
        return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
      }),
    );
  }
  return env as Record<string, unknown>;
}

function dependencyCondition(name: string, on: string): string | null {
  const deps = services[name]?.depends_on;
  if (Array.isArray(deps)) return deps.includes(on) ? 'service_started' : null;
  if (deps && typeof deps === 'object' && on in deps) return ((deps as Record<string, { condition?: string }>)[on]?.condition ?? 'service_started');
  return null;
}

function seconds(value: unknown): number {
  const match = /^(\d+)(s|m)$/u.exec(String(value ?? ''));
  if (!match) return 10; // Compose's default grace period
  return Number(match[1]) * (match[2] === 'm' ? 60 : 1);
}

/** The text of `header { … }` (braces matched), comments removed; '' when there is no such block. */
function nginxBlock(text: string, header: RegExp): string {
  const start = text.search(header);
  if (start < 0) return '';
  const open = text.indexOf('{', start);
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  return '';
}

const nginx = read('nginx.conf')
  .split('\n')
  .map((line) => line.replace(/(^|\s)#.*$/u, ''))
  .join('\n');

describe('deploy/compose.yaml runs the topology the scale drill rehearses (scripts/drill/scale-topology.ts)', () => {
  it.each(roles)('runs %s as many times as the drill, with the same command', (role) => {
    const names = servicesOf(role);
    expect({ role, replicas: names.length }).toEqual({ role, replicas: scaleServices[role].replicas });
    for (const name of names) {
      expect({ service: name, command: services[name]?.command }).toEqual({ service: name, command: [...NODE_COMMAND, scaleServices[role].entry] });
    }
  });

  it.each(roles)('gives %s exactly the role settings of the drill (per-host and shared settings aside)', (role) => {
    for (const name of servicesOf(role)) {
      const roleSettings = Object.fromEntries(Object.entries(environmentOf(name)).filter(([key]) => !ignored.has(key)));
      expect({ service: name, environment: roleSettings }).toEqual({ service: name, environment: scaleServices[role].env });
    }
  });

  it('sets every environment value as a string (Compose refuses YAML booleans)', () => {
    const problems = Object.keys(services).flatMap((name) =>
      Object.entries(environmentOf(name))
        .filter(([, value]) => typeof value !== 'string' && typeof value !== 'number')
        .map(([key, value]) => `${name}: ${key} is ${JSON.stringify(value)}, quote it`),
    );
    expect(problems).toEqual([]);
  });

  it('sets every shared setting on migrate, each api and each worker, with one identical value', () => {
    const processes = serverRoles.flatMap(servicesOf);
    expect(processes.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const setting of SHARED_SETTINGS) {
      const values = new Map<string, string[]>();
      for (const name of processes) {
        const value = environmentOf(name)[setting];
        if (value === undefined || value === null || String(value).trim() === '') problems.push(`${name} does not set ${setting}`);
        else values.set(String(value), [...(values.get(String(value)) ?? []), name]);
      }
      if (values.size > 1) problems.push(`${setting} differs: ${[...values].map(([value, names]) => `${names.join(', ')} = ${value}`).join(' / ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('starts the api and worker processes only after the migration completed', () => {
    const problems = [...servicesOf('api'), ...servicesOf('worker')]
      .map((name) => [name, dependencyCondition(name, 'migrate')] as const)
      .filter(([, condition]) => condition !== 'service_completed_successfully')
      .map(([name, condition]) => `${name} depends on migrate with ${condition ?? 'nothing'}, not service_completed_successfully`);
    expect(problems).toEqual([]);
  });

  it('gives api and worker processes one shared volume at STORAGE_DIR and time to drain on SIGTERM', () => {
    const storageDir = String(environmentOf('api-1').STORAGE_DIR ?? '');
    const processes = [...servicesOf('api'), ...servicesOf('worker')];
    const sources = new Set<string>();
    const problems: string[] = [];
    for (const name of processes) {
      const volumes = (services[name]?.volumes ?? []) as unknown[];
      const mount = volumes.map(String).find((volume) => volume.split(':')[1] === storageDir);
      if (mount === undefined) problems.push(`${name} mounts nothing at STORAGE_DIR (${storageDir})`);
      else sources.add(mount.split(':')[0] ?? '');
      if (seconds(services[name]?.stop_grace_period) < 30) problems.push(`${name} has a stop_grace_period under 30 s`);
    }
    if (sources.size > 1) problems.push(`STORAGE_DIR is backed by different volumes: ${[...sources].join(', ')}`);
    expect(problems).toEqual([]);
  });
});

describe('deploy/nginx.conf', () => {
  it('is the configuration the proxy service mounts', () => {
    const volumes = ((services.proxy?.volumes ?? []) as unknown[]).map(String);
    expect(volumes).toContainEqual(expect.stringMatching(/^\.\/nginx\.conf:\/etc\/nginx\/nginx\.conf(:ro)?$/u));
  });

  it('balances over every api service on its PORT, and over nothing else', () => {
    const apiNames = servicesOf('api');
    const upstream = nginxBlock(nginx, /upstream\s+api\s*\{/u);
    const servers = [...upstream.matchAll(/^\s*server\s+([^\s;]+)/gmu)].map((match) => match[1]);
    expect(servers.sort()).toEqual(apiNames.map((name) => `${name}:${String(environmentOf(name).PORT)}`).sort());
    expect(nginxBlock(nginx, /location\s+\/\s*\{/u)).toMatch(/proxy_pass\s+http:\/\/api\s*;/u);
  });

  it('upgrades the realtime websocket on /app/ and keeps it open', () => {
    const realtime = nginxBlock(nginx, /location\s+\/app\/\s*\{/u);
    expect(realtime).toMatch(/proxy_pass\s+http:\/\/api\s*;/u);
    expect(nginx).toMatch(/proxy_http_version\s+1\.1\s*;/u);
    expect(realtime).toMatch(/proxy_set_header\s+Upgrade\s+\$http_upgrade\s*;/u);
    expect(realtime).toMatch(/proxy_set_header\s+Connection\s+(\$connection_upgrade|"?upgrade"?)\s*;/u);
    if (/\$connection_upgrade/u.test(realtime)) expect(nginxBlock(nginx, /map\s+\$http_upgrade\s+\$connection_upgrade\s*\{/u)).toMatch(/default\s+upgrade\s*;/u);
    const readTimeout = /proxy_read_timeout\s+(\d+)(s|m|h)?\s*;/u.exec(realtime);
    const timeoutSeconds = readTimeout ? Number(readTimeout[1]) * ({ h: 3600, m: 60, s: 1 }[readTimeout[2] ?? 's'] ?? 1) : 60;
    expect(timeoutSeconds).toBeGreaterThanOrEqual(600);
  });

  it('compresses API JSON and passes the client address and scheme on (TRUST_PROXY)', () => {
    expect(nginx).toMatch(/^\s*gzip\s+on\s*;/mu);
    expect(nginx).toMatch(/^\s*gzip_types\s[^;]*application\/json/mu);
    expect(nginx).toMatch(/^\s*gzip_proxied\s+any\s*;/mu);
    expect(nginx).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for\s*;/u);
    expect(nginx).toMatch(/proxy_set_header\s+X-Forwarded-Proto\s+\$scheme\s*;/u);
  });

  it('routes /emulators/ to the emulators service on its EMULATORS_PORT', () => {
    const port = String(environmentOf('emulators').EMULATORS_PORT);
    expect(nginxBlock(nginx, /upstream\s+emulators\s*\{/u)).toMatch(new RegExp(`^\\s*server\\s+emulators:${port}[\\s;]`, 'mu'));
    expect(nginxBlock(nginx, /location\s+\/emulators\/\s*\{/u)).toMatch(/proxy_pass\s+http:\/\/emulators\s*;/u);
  });
});

describe('README.md', () => {
  const readme = read('../README.md');
  const start = readme.indexOf('## Running on more than one machine');
  const end = start < 0 ? -1 : readme.indexOf('\n## ', start + 1);
  const section = start < 0 ? '' : readme.slice(start, end < 0 ? undefined : end);

  it('has a "Running on more than one machine" section with the shared settings, the migration and the workers', () => {
    expect(start).toBeGreaterThanOrEqual(0);
    const missing = [...SHARED_SETTINGS, 'npm run migrate', 'ROLE=worker', 'deploy/compose.yaml'].filter((word) => !section.includes(word));
    expect(missing).toEqual([]);
  });
});
