import { lookup } from 'node:dns/promises';
import { isIP, isIPv4, isIPv6 } from 'node:net';
import { ProviderError, type ProviderName } from './provider-errors';

/** Every address a hostname resolves to. */
export type HostResolver = (hostname: string) => Promise<readonly string[]>;

export interface PublicUrlOptions {
  resolve?: HostResolver;
  /** Names the provider in the error, when the URL came from one (e.g. an Instagram media URL). */
  provider?: ProviderName;
}

export interface PublicUrl {
  url: URL;
  /**
   * The addresses that were checked. Connect to one of these (pin the lookup) to close the gap
   * between this check and the connection, in which DNS could be re-pointed (rebinding).
   */
  addresses: string[];
}

export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

// Names that only mean something inside a network; refused before any lookup.
const INTERNAL_SUFFIXES = ['.localhost', '.local', '.internal', '.localdomain', '.home.arpa', '.lan', '.intranet'];

/**
 * Refuses URLs that could reach the server's own network: anything but http(s), credentials,
 * internal names, and hosts that are or resolve to non-public addresses. Numeric tricks
 * (2130706433, 0x7f000001, 0177.0.0.1, 127.1) are normalised by the WHATWG parser first, and
 * IPv6 forms that embed an IPv4 address are judged by that address.
 */
export async function assertPublicHttpUrl(input: string | URL, options: PublicUrlOptions = {}): Promise<PublicUrl> {
  const refuse = (reason: string): never => {
    throw new ProviderError({ provider: options.provider, code: 'unsafe_url', detail: { reason } });
  };
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    return refuse('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') refuse(`scheme ${url.protocol} not allowed`);
  if (url.username !== '' || url.password !== '') refuse('credentials in URL');

  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '').toLowerCase();
  if (host === '') refuse('empty host');

  if (isIP(host) !== 0) {
    if (!isPublicAddress(host)) refuse(`address ${host} is not public`);
    return { url, addresses: [host] };
  }

  if (host === 'localhost' || INTERNAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) refuse(`internal name ${host}`);
  // A single label resolves through the server's search domains, i.e. inside its network.
  if (!host.includes('.')) refuse(`single-label name ${host}`);

  let addresses: string[];
  try {
    addresses = [...(await (options.resolve ?? systemResolver)(host))];
  } catch {
    return refuse(`cannot resolve ${host}`);
  }
  if (addresses.length === 0) refuse(`no address for ${host}`);
  for (const address of addresses) {
    if (!isPublicAddress(address)) refuse(`${host} resolves to non-public ${address}`);
  }
  return { url, addresses };
}

/** True only for a globally routable unicast address; anything unparseable is not public. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return isPublicIpv4(ipv4ToNumber(bare));
  if (isIPv6(bare)) {
    const groups = parseIpv6(bare);
    return groups !== undefined && isPublicIpv6(groups);
  }
  return false;
}

type Cidr4 = readonly [base: string, prefix: number];

const NON_PUBLIC_IPV4: readonly Cidr4[] = [
  ['0.0.0.0', 8], // "this network", including 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, including cloud metadata at 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];

const NON_PUBLIC_IPV4_RANGES = NON_PUBLIC_IPV4.map(([base, prefix]) => {
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return { network: (ipv4ToNumber(base) & mask) >>> 0, mask };
});

function isPublicIpv4(value: number): boolean {
  return !NON_PUBLIC_IPV4_RANGES.some(({ network, mask }) => ((value & mask) >>> 0) === network);
}

function ipv4ToNumber(dotted: string): number {
  return dotted.split('.').reduce((total, part) => total * 256 + Number(part), 0);
}

function isPublicIpv6(g: readonly number[]): boolean {
  const embedded = ((g[6] << 16) >>> 0) + g[7];
  const zeroPrefix = (count: number) => g.slice(0, count).every((group) => group === 0);
  // IPv4-mapped ::ffff:a.b.c.d reaches the IPv4 address itself.
  if (zeroPrefix(5) && g[5] === 0xffff) return isPublicIpv4(embedded);
  // NAT64 64:ff9b::/96 is translated to the embedded IPv4 address.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((group) => group === 0)) return isPublicIpv4(embedded);
  // 6to4 2002::/16 tunnels to the IPv4 address in bits 16–47.
  if (g[0] === 0x2002) return isPublicIpv4(((g[1] << 16) >>> 0) + g[2]);
  // Only global unicast 2000::/3 can be public; this excludes ::, ::1, IPv4-compatible ::/96,
  // 64:ff9b:1::/48, discard 100::/64, ULA fc00::/7, link-local fe80::/10, site-local and multicast ff00::/8.
  if ((g[0] & 0xe000) !== 0x2000) return false;
  if (g[0] === 0x2001 && g[1] < 0x0200) return false; // IETF protocol assignments, Teredo 2001::/32
  if (g[0] === 0x2001 && g[1] === 0x0db8) return false; // documentation
  if (g[0] === 0x3fff && g[1] < 0x1000) return false; // documentation 3fff::/20
  return true;
}

/** Eight 16-bit groups of a valid IPv6 literal (zone index dropped, dotted tail expanded). */
function parseIpv6(address: string): number[] | undefined {
  let text = address.split('%')[0].toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    if (!isIPv4(dotted[1])) return undefined;
    const value = ipv4ToNumber(dotted[1]);
    text = `${text.slice(0, dotted.index)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return undefined;
  const groups = [...head, ...new Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined;
}
