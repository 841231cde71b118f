import { isProviderError, type ProviderError } from './provider-errors';
import { assertPublicHttpUrl, isPublicAddress, type HostResolver } from './ssrf-guard';

/** DNS answers for the test; no real lookups happen. */
const fakeDns: Record<string, string[]> = {
  'example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'cdn.example.jp': ['151.101.1.1'],
  'scontent.cdninstagram.com': ['157.240.1.63'],
  'internal.example.com': ['10.0.0.5'],
  'mixed.example.com': ['93.184.215.14', '192.168.0.10'],
  'rebind.example.com': ['::ffff:127.0.0.1'],
  'metadata.example.net': ['169.254.169.254'],
  'ula.example.net': ['fd00::1234'],
  'empty.example.com': [],
};

const lookups: string[] = [];
const resolve: HostResolver = async (hostname) => {
  lookups.push(hostname);
  const answer = fakeDns[hostname];
  if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return answer;
};

async function refusal(url: string): Promise<ProviderError | undefined> {
  try {
    await assertPublicHttpUrl(url, { resolve });
    return undefined;
  } catch (error) {
    if (isProviderError(error)) return error;
    throw error;
  }
}

beforeEach(() => {
  lookups.length = 0;
});

describe('assertPublicHttpUrl', () => {
  it.each([
    // schemes and credentials
    'ftp://example.com/file',
    'file:///etc/passwd',
    'gopher://example.com:70/_',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://user:pass@example.com/',
    'https://token@example.com/',
    'not a url',
    // loopback, by name and every numeric spelling
    'http://localhost/',
    'http://LOCALHOST:8080/admin',
    'http://localhost./',
    'http://api.localhost/',
    'http://ｌｏｃａｌｈｏｓｔ/',
    'http://127.0.0.1/',
    'http://127.255.255.254:9000/',
    'http://127.1/',
    'http://127.0.0.1./',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.0x0.0x0.0x1/',
    'http://0177.0.0.1/',
    'http://017700000001/',
    'http://[::1]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[0:0:0:0:0:ffff:127.0.0.1]/',
    'http://[::127.0.0.1]/',
    'http://[64:ff9b::127.0.0.1]/',
    'http://[2002:7f00:1::]/',
    // unspecified, private, CGNAT, link-local, multicast, broadcast
    'http://0.0.0.0/',
    'http://0/',
    'http://[::]/',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://3232235777/',
    'http://100.64.0.1/',
    'http://100.127.255.254/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:169.254.169.254]/',
    'http://[fe80::1]/',
    'http://[fe80::1%25eth0]/',
    'http://[fc00::1]/',
    'http://[fd12:3456:789a::1]/',
    'http://224.0.0.1/',
    'http://239.255.255.250:1900/',
    'http://[ff02::1]/',
    'http://255.255.255.255/',
    // internal names
    'http://metadata/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://printer.local/',
    'http://router.home.arpa/',
    // names that resolve somewhere internal
    'https://internal.example.com/a.jpg',
    'https://mixed.example.com/a.jpg',
    'https://rebind.example.com/',
    'https://metadata.example.net/',
    'https://ula.example.net/',
    'https://empty.example.com/',
    'https://does-not-exist.example.org/',
  ])('refuses %s', async (url) => {
    const error = await refusal(url);
    expect(error).toBeDefined();
    expect(error?.code).toBe('unsafe_url');
    expect(error?.message).toBe('このURLは使用できません');
  });

  it.each([
    ['https://example.com/photo.jpg', ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']],
    ['http://cdn.example.jp:8443/img/1.png?size=large', ['151.101.1.1']],
    ['https://scontent.cdninstagram.com/v/t51/abc.jpg', ['157.240.1.63']],
    ['https://EXAMPLE.com./photo.jpg', ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']],
    ['http://8.8.8.8/', ['8.8.8.8']],
    ['https://172.32.0.1/', ['172.32.0.1']],
    ['https://100.128.0.1/', ['100.128.0.1']],
    ['https://[2606:4700:4700::1111]/dns-query', ['2606:4700:4700::1111']],
  ])('allows %s and reports the checked addresses', async (url, addresses) => {
    const checked = await assertPublicHttpUrl(url, { resolve });
    expect(checked.url.href).toBe(new URL(url).href);
    expect(checked.addresses).toEqual(addresses);
  });

  it('checks every address a name resolves to', async () => {
    const error = await refusal('https://mixed.example.com/');
    expect(error?.detail.reason).toBe('mixed.example.com resolves to non-public 192.168.0.10');
  });

  it('does not look up IP literals or internal names', async () => {
    await refusal('http://127.0.0.1/');
    await refusal('http://printer.local/');
    await assertPublicHttpUrl('http://8.8.8.8/', { resolve });
    expect(lookups).toEqual([]);
  });

  it('names the provider when the URL came from one', async () => {
    await expect(assertPublicHttpUrl('http://10.1.2.3/', { resolve, provider: 'instagram' })).rejects.toMatchObject({
      provider: 'instagram',
      code: 'unsafe_url',
    });
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['1.1.1.1', true],
    ['203.0.114.1', true],
    ['2001:4860:4860::8888', true],
    ['[2001:4860:4860::8888]', true],
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::808:808', true],
    ['127.0.0.1', false],
    ['203.0.113.9', false],
    ['198.18.0.1', false],
    ['2001:db8::1', false],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false],
    ['fec0::1', false],
    ['100::1', false],
    ['::ffff:10.0.0.1', false],
    ['2002:c0a8:0101::1', false],
    ['localhost', false],
    ['999.1.1.1', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
