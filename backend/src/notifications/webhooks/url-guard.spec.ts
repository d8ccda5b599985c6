import { nonPublicRange, webhookUrlProblem, type LookupAll, type UrlPolicy } from './url-guard';

/** A resolver that answers from a table and records what it was asked: no DNS query leaves the test. */
function fakeDns(table: Record<string, string[]>): LookupAll & { asked: string[] } {
  const asked: string[] = [];
  const lookup = (host: string) => {
    asked.push(host);
    const addresses = table[host];
    if (!addresses)
      return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }));
    return Promise.resolve(addresses.map((address) => ({ address })));
  };
  return Object.assign(lookup, { asked });
}

const PRODUCTION: UrlPolicy = { requireHttps: true, allowPrivateNetworks: false, lookupTimeoutMs: 1000 };
const DEVELOPMENT: UrlPolicy = { ...PRODUCTION, requireHttps: false };

/** Loopback, private, link-local and other internal targets, as http URLs. */
const INTERNAL: [string, RegExp][] = [
  ['http://127.0.0.1/', /loopback/],
  ['http://localhost/', /loopback/],
  ['http://10.0.0.1/', /private network/],
  ['http://192.168.1.1/', /private network/],
  ['http://172.16.0.1/', /private network/],
  ['http://169.254.169.254/', /link-local/],
  ['http://[::1]/', /loopback/],
  ['http://[fe80::1]/', /link-local/],
  ['http://[::ffff:127.0.0.1]/', /IPv4-mapped loopback/],
  ['http://0.0.0.0/', /unspecified/],
  ['http://100.64.0.1/', /carrier-grade NAT/],
];

describe('webhookUrlProblem', () => {
  describe('with production settings (https required, private networks refused)', () => {
    it.each(INTERNAL)('refuses %s as not https, without resolving it', async (url) => {
      const dns = fakeDns({ localhost: ['127.0.0.1'] });
      expect(await webhookUrlProblem(url, { ...PRODUCTION, lookup: dns })).toBe(
        'Webhook URLs must use https.',
      );
      expect(dns.asked).toEqual([]);
    });

    it.each([
      ['http://127.0.0.1/hook', /https/],
      ['https://127.0.0.1/hook', /127\.0\.0\.1 is a loopback address/],
      ['https://127.0.0.2:8443/hook', /loopback/],
      ['https://localhost/hook', /localhost is this server/],
      ['https://api.localhost./hook', /this server/],
      ['https://10.0.0.1/hook', /a private network address/],
      ['https://192.168.1.1/hook', /private network/],
      ['https://172.16.0.1/hook', /private network/],
      ['https://169.254.169.254/latest/meta-data', /a link-local address/],
      ['https://[::1]/hook', /::1 is a loopback address/],
      ['https://[fe80::1]/hook', /link-local/],
      ['https://[fd00::1]/hook', /fd00::1 is a unique-local address/],
      ['https://[::ffff:169.254.169.254]/latest', /::ffff:169\.254\.169\.254 is an IPv4-mapped link-local/],
      ['https://[::ffff:8.8.8.8]/hook', /write the IPv4 address itself/],
      ['https://[::ffff:127.0.0.1]/hook', /IPv4-mapped loopback/],
      ['https://[::ffff:10.1.2.3]/hook', /IPv4-mapped private network/],
      ['https://[::]/hook', /unspecified/],
      ['https://[::127.0.0.1]/hook', /special-purpose/],
      ['https://0.0.0.0/hook', /unspecified/],
      ['https://255.255.255.255/hook', /broadcast/],
      ['https://100.64.0.1/hook', /carrier-grade NAT/],
      ['https://224.0.0.1/hook', /multicast/],
      ['https://[ff02::1]/hook', /multicast/],
      ['https://240.0.0.1/hook', /reserved/],
      ['https://198.18.0.1/hook', /reserved/],
      ['https://192.0.2.10/hook', /reserved/],
      // Other spellings of 127.0.0.1, which the URL parser normalises before the check.
      ['https://2130706433/hook', /127\.0\.0\.1 is a loopback/],
      ['https://0x7f.1/hook', /127\.0\.0\.1 is a loopback/],
      ['https://0177.0.0.1/hook', /127\.0\.0\.1 is a loopback/],
      ['https://user:pw@example.com/hook', /user name or password/],
      ['https://token@example.com/hook', /user name or password/],
      ['https://example.com/hook#secret', /fragment/],
      ['https://example.com/hook#', /fragment/],
      ['ftp://example.com/hook', /https/],
      ['javascript:alert(1)', /https/],
      ['file:///etc/passwd', /https/],
      ['data:text/plain,hello', /https/],
      ['example.com/hook', /full URL/],
      ['https://93.184.216.34/x\r\nX-Injected: 1', /control characters/],
      ['https://93.184.216.34/a b', /spaces/],
      ['https:\\\\127.0.0.1\\x', /loopback/],
      ['https://[fe80::1%25eth0]/x', /full URL/],
      ['https://', /full URL/],
      [`https://example.com/${'a'.repeat(2048)}`, /at most 2048/],
    ])('refuses %s', async (url, message) => {
      const dns = fakeDns({ 'example.com': ['93.184.216.34'] });
      expect(await webhookUrlProblem(url, { ...PRODUCTION, lookup: dns })).toMatch(message);
      // Refused on its syntax or its literal address: nothing was even resolved.
      expect(dns.asked).toEqual([]);
    });

    it('accepts a public literal address without resolving or sending anything', async () => {
      const dns = fakeDns({});
      for (const url of [
        'https://93.184.216.34/hook',
        ' https://93.184.216.34/pasted\n',
        'https://[2606:2800:220:1:248:1893:25c8:1946]/x',
      ]) {
        expect(await webhookUrlProblem(url, { ...PRODUCTION, lookup: dns })).toBeNull();
      }
      expect(dns.asked).toEqual([]);
    });

    it('accepts a name only when every address it resolves to is public', async () => {
      const dns = fakeDns({
        'hooks.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
        'mixed.example.com': ['93.184.216.34', '10.0.0.7'],
        'internal.example.com': ['fe80::1'],
      });
      const check = (url: string) => webhookUrlProblem(url, { ...PRODUCTION, lookup: dns });
      expect(await check('https://hooks.example.com/x')).toBeNull();
      expect(await check('https://mixed.example.com/x')).toBe(
        'mixed.example.com resolves to 10.0.0.7, a private network address: webhooks are only sent to public addresses.',
      );
      expect(await check('https://internal.example.com/x')).toMatch(/resolves to fe80::1, a link-local/);
    });

    it('refuses a name that does not resolve, or not in time', async () => {
      expect(
        await webhookUrlProblem('https://nowhere.invalid/x', { ...PRODUCTION, lookup: fakeDns({}) }),
      ).toBe('nowhere.invalid could not be resolved.');
      const hanging: LookupAll = () => new Promise(() => undefined);
      const policy = { ...PRODUCTION, lookupTimeoutMs: 50, lookup: hanging };
      expect(await webhookUrlProblem('https://slow.example.com/x', policy)).toBe(
        'slow.example.com could not be resolved.',
      );
    });

    it('refuses localhost in any case by its name, without asking the real resolver', async () => {
      expect(await webhookUrlProblem('https://LOCALHOST:3000/x', PRODUCTION)).toMatch(/this server/);
    });
  });

  describe('with http allowed and private networks refused (development)', () => {
    it.each(INTERNAL)('refuses %s for its address', async (url, message) => {
      const dns = fakeDns({});
      expect(await webhookUrlProblem(url, { ...DEVELOPMENT, lookup: dns })).toMatch(message);
      expect(dns.asked).toEqual([]);
    });

    it('accepts a public http URL', async () => {
      expect(await webhookUrlProblem('http://93.184.216.34/hook', DEVELOPMENT)).toBeNull();
    });
  });

  describe('with private networks allowed (WEBHOOK_ALLOW_PRIVATE_NETWORKS)', () => {
    const policy: UrlPolicy = { requireHttps: false, allowPrivateNetworks: true, lookupTimeoutMs: 1000 };

    it.each([
      'http://127.0.0.1:8080/hook',
      'http://10.0.0.1/hook',
      'https://[fe80::1]/hook',
      'http://[::1]/x',
    ])('accepts %s', async (url) => {
      expect(await webhookUrlProblem(url, { ...policy, lookup: fakeDns({}) })).toBeNull();
    });

    it('accepts a name resolving to a private address, but still not one that does not resolve', async () => {
      const dns = fakeDns({ 'crm.internal': ['192.168.10.5'] });
      expect(await webhookUrlProblem('http://crm.internal/hook', { ...policy, lookup: dns })).toBeNull();
      expect(await webhookUrlProblem('http://gone.internal/hook', { ...policy, lookup: dns })).toMatch(
        /could not be resolved/,
      );
    });

    it('still refuses other schemes, credentials and fragments, and http when https is required', async () => {
      const lookup = fakeDns({});
      expect(await webhookUrlProblem('ftp://10.0.0.1/x', { ...policy, lookup })).toMatch(/http or https/);
      expect(await webhookUrlProblem('http://a:b@10.0.0.1/x', { ...policy, lookup })).toMatch(/password/);
      expect(await webhookUrlProblem('http://10.0.0.1/x#y', { ...policy, lookup })).toMatch(/fragment/);
      expect(await webhookUrlProblem('http://10.0.0.1/x', { ...policy, requireHttps: true, lookup })).toMatch(
        /https/,
      );
    });
  });
});

describe('nonPublicRange', () => {
  it.each([
    ['8.8.8.8', null],
    ['93.184.216.34', null],
    ['2a00:1450:4001:80b::200e', null],
    ['127.0.0.1', 'loopback'],
    ['10.255.255.255', 'private network'],
    ['172.31.255.255', 'private network'],
    ['172.32.0.1', null],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['100.128.0.1', null],
    ['::ffff:8.8.8.8', 'IPv4-mapped'],
    ['64:ff9b::a00:1', 'special-purpose'],
    ['2002:a00:1::', 'special-purpose'],
    ['fec0::1', 'special-purpose'],
  ])('%s is %s', (address, range) => {
    expect(nonPublicRange(address)).toBe(range);
  });
});
