import type { LookupAddress } from 'node:dns';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatMessage } from '@inkstone/contract/messages';
import { AppError } from '../http/errors.ts';
import { loadConfig } from '../config.ts';
import type { Resolver } from './guarded-lookup.ts';
import { safeFetch, type SafeFetchOptions } from './safe-fetch.ts';
import { startTestPages } from './test-pages.ts';

let pages: Awaited<ReturnType<typeof startTestPages>>;
/** A second server on loopback that is never allow-listed: reaching it would be the breach. */
let other: Awaited<ReturnType<typeof startTestPages>>;
beforeAll(async () => {
  [pages, other] = await Promise.all([startTestPages(), startTestPages()]);
});
afterAll(() => Promise.all([pages.close(), other.close()]));
beforeEach(() => {
  pages.requests.length = 0;
  other.requests.length = 0;
});

/** Names resolved from a table, each lookup counted: the tests never touch DNS. */
function tableResolver(table: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`no such host ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked };
}

/** FETCH_ALLOW_HOSTS read the way the server reads it. */
const allowHostsOf = (value: string) => new Set(loadConfig({ FETCH_ALLOW_HOSTS: value }).FETCH_ALLOW_HOSTS);

const fetchWith = (address: string, options: Partial<SafeFetchOptions> = {}) =>
  safeFetch(address, { maxBytes: 64 * 1024, timeoutMs: 2000, resolve: tableResolver({}).resolve, ...options });

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the fetch to fail');
    },
    (error: unknown) => error,
  );

const keyOf = async (promise: Promise<unknown>) => {
  const error = await failureOf(promise);
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).key;
};

describe('the safe fetcher: addresses', () => {
  it.each([
    ['loopback', 'http://127.0.0.1/'],
    ['loopback, decimal', 'http://2130706433/'],
    ['loopback, octal', 'http://0177.0.0.1/'],
    ['loopback, hex', 'http://0x7f.0.0.1/'],
    ['loopback, one hex number', 'http://0x7f000001/'],
    ['loopback, short form', 'http://127.1/'],
    ['loopback, trailing dot', 'http://127.0.0.1./'],
    ['loopback, percent-encoded', 'http://%31%32%37.0.0.1/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped IPv6, hex', 'http://[::ffff:7f00:1]/'],
    ['IPv4-mapped private', 'http://[::ffff:10.0.0.1]/'],
    ['IPv4-compatible IPv6', 'http://[::7f00:1]/'],
    ['NAT64 of loopback', 'http://[64:ff9b::7f00:1]/'],
    ['6to4 of loopback', 'http://[2002:7f00:1::1]/'],
    ['unspecified', 'http://0.0.0.0/'],
    ['unspecified, one digit', 'http://0/'],
    ['IPv6 unspecified', 'http://[::]/'],
    ['private 10/8', 'http://10.1.2.3/'],
    ['private 172.16/12', 'http://172.31.255.1/'],
    ['private 192.168/16', 'http://192.168.0.1/'],
    ['carrier-grade NAT 100.64/10', 'http://100.64.0.1/'],
    ['link-local', 'http://169.254.1.1/'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['cloud metadata, decimal', 'http://2852039166/'],
    ['AWS IPv6 metadata', 'http://[fd00:ec2::254]/'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
    ['IPv6 unique local fc00::/7', 'http://[fc00::1]/'],
    ['IPv6 unique local fd', 'http://[fdff::1]/'],
    ['multicast', 'http://224.0.0.1/'],
    ['IPv6 multicast', 'http://[ff02::1]/'],
    ['broadcast', 'http://255.255.255.255/'],
    ['reserved 240/4', 'http://240.0.0.1/'],
    ['https, loopback', 'https://127.0.0.1:8443/'],
  ])('refuses %s (%s) without dialling', async (_, address) => {
    const { resolve, asked } = tableResolver({});
    expect(await keyOf(fetchWith(address, { resolve }))).toBe('fetch.privateAddress');
    expect(asked).toEqual([]);
  });

  it('refuses a name that resolves to a private address, when the socket looks it up', async () => {
    const { resolve, asked } = tableResolver({ 'rebind.test': ['127.0.0.1'] });
    expect(await keyOf(fetchWith(`http://rebind.test:${pages.port}/page`, { resolve }))).toBe('fetch.privateAddress');
    expect(asked).toEqual(['rebind.test']);
    expect(pages.requests).toEqual([]);
  });

  it.each([
    ['a public and a private address', ['8.8.8.8', '127.0.0.1']],
    ['an IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['IPv6 loopback', ['::1']],
    ['cloud metadata', ['169.254.169.254']],
  ])('refuses a name that resolves to %s', async (_, addresses) => {
    const { resolve } = tableResolver({ 'mixed.test': addresses });
    expect(await keyOf(fetchWith(`http://mixed.test:${pages.port}/page`, { resolve }))).toBe('fetch.privateAddress');
    expect(pages.requests).toEqual([]);
  });

  it('says an unknown name cannot be reached', async () => {
    expect(await keyOf(fetchWith('http://nowhere.test/'))).toBe('fetch.unreachable');
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/file',
    'gopher://127.0.0.1:25/',
    'data:text/plain,hello',
    'javascript:alert(1)',
    'ws://example.com/',
    'not an address',
    '',
  ])('takes http(s) only: refuses %j as an invalid website address', async (address) => {
    const error = await failureOf(fetchWith(address));
    expect((error as AppError).key).toBe('fetch.invalidAddress');
    expect(formatMessage('en', (error as AppError).key)).toBe('invalid website address');
    expect(formatMessage('zh_CN', (error as AppError).key)).toBe('无效的网址');
  });
});

describe('the safe fetcher: the allow-list', () => {
  it('fetches an allow-listed host:port on loopback', async () => {
    const page = await fetchWith(pages.url('/page'), { allowHosts: allowHostsOf(pages.hostPort) });
    expect(page).toMatchObject({ status: 200, url: pages.url('/page') });
    expect(page.body.toString()).toBe('hello');
  });

  it('lets exactly the named host:port through and nothing else', async () => {
    const allowHosts = allowHostsOf(`intranet.test:${pages.port}`);
    const { resolve } = tableResolver({ 'intranet.test': ['127.0.0.1'], 'localhost.test': ['127.0.0.1'] });
    const page = await fetchWith(`http://intranet.test:${pages.port}/page`, { allowHosts, resolve });
    expect(page.body.toString()).toBe('hello');
    expect(pages.requests).toEqual(['/page']);

    for (const address of [
      `http://intranet.test:${other.port}/page`, // same name, another port
      `http://localhost.test:${pages.port}/page`, // another name for the same address
      pages.url('/page'), // the address itself
    ])
      expect(await keyOf(fetchWith(address, { allowHosts, resolve })), address).toBe('fetch.privateAddress');
    expect(pages.requests).toEqual(['/page']);
    expect(other.requests).toEqual([]);
  });

  it('matches an entry however the URL spells the address', async () => {
    const page = await fetchWith(`http://2130706433:${pages.port}/page`, {
      allowHosts: allowHostsOf(pages.hostPort),
    });
    expect(page.body.toString()).toBe('hello');
  });
});

describe('the safe fetcher: https', () => {
  /** A TCP listener on loopback that only counts who connects: enough to see a TLS attempt. */
  async function countingListener() {
    let connections = 0;
    const server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return {
      port: (server.address() as AddressInfo).port,
      connections: () => connections,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it("judges an https name in the TLS socket's lookup too", async () => {
    const listener = await countingListener();
    try {
      const { resolve, asked } = tableResolver({ 'secure.test': ['127.0.0.1'] });
      const address = `https://secure.test:${listener.port}/`;
      expect(await keyOf(fetchWith(address, { resolve }))).toBe('fetch.privateAddress');
      expect(asked).toEqual(['secure.test']);
      expect(listener.connections()).toBe(0);

      // Allow-listed, the same name is dialled (and the handshake with a listener that is no
      // TLS server fails): the lookup answered the socket, not a resolution beforehand.
      const allowHosts = allowHostsOf(`secure.test:${listener.port}`);
      expect(await keyOf(fetchWith(address, { resolve, allowHosts }))).toBe('fetch.unreachable');
      expect(listener.connections()).toBe(1);
    } finally {
      await listener.close();
    }
  });
});

describe('the safe fetcher: redirects', () => {
  const allowHosts = () => allowHostsOf(pages.hostPort);

  it('follows a redirect and reports where the body came from', async () => {
    const page = await fetchWith(pages.url(`/to?url=${encodeURIComponent('/page')}`), { allowHosts: allowHosts() });
    expect(page.url).toBe(pages.url('/page'));
    expect(page.body.toString()).toBe('hello');
  });

  it.each([
    ['another loopback port', () => other.url('/page')],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a decimal loopback', () => `http://2130706433:${other.port}/page`],
    ['an IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${other.port}/page`],
    ['a name resolving to loopback', () => `http://rebind.test:${other.port}/page`],
  ])('judges each hop again: an allowed page redirecting to %s is refused', async (_, target) => {
    const { resolve } = tableResolver({ 'rebind.test': ['127.0.0.1'] });
    const start = pages.url(`/to?url=${encodeURIComponent(target())}`);
    expect(await keyOf(fetchWith(start, { allowHosts: allowHosts(), resolve }))).toBe('fetch.privateAddress');
    expect(pages.requests).toHaveLength(1);
    expect(other.requests).toEqual([]);
  });

  it('refuses a redirect to another scheme', async () => {
    const start = pages.url(`/to?url=${encodeURIComponent('file:///etc/passwd')}`);
    expect(await keyOf(fetchWith(start, { allowHosts: allowHosts() }))).toBe('fetch.invalidAddress');
  });

  it('caps redirects', async () => {
    const failure = fetchWith(pages.url('/loop/0'), { allowHosts: allowHosts(), maxRedirects: 3 });
    const error = (await failureOf(failure)) as AppError;
    expect(error.key).toBe('fetch.tooManyRedirects');
    expect(formatMessage('en', error.key, error.params)).toBe('The website redirected more than 3 times');
    expect(pages.requests).toEqual(['/loop/0', '/loop/1', '/loop/2', '/loop/3']);
  });

  it('follows as many redirects as the cap allows', async () => {
    const chain = ['/page', '/to?url=%2Fpage', '/to?url=%2Fto%3Furl%3D%252Fpage'];
    const start = pages.url(`/to?url=${encodeURIComponent(chain[2]!)}`);
    const page = await fetchWith(start, { allowHosts: allowHosts(), maxRedirects: 3 });
    expect(page.body.toString()).toBe('hello');
    expect(pages.requests).toHaveLength(4);
  });
});

describe('the safe fetcher: size and time', () => {
  const allowHosts = () => allowHostsOf(pages.hostPort);

  it('accepts a body of exactly the cap', async () => {
    const page = await fetchWith(pages.url('/bytes/5000'), { allowHosts: allowHosts(), maxBytes: 5000 });
    expect(page.body).toHaveLength(5000);
  });

  it('refuses a streamed body once it passes the cap', async () => {
    const error = (await failureOf(
      fetchWith(pages.url('/bytes/5001'), { allowHosts: allowHosts(), maxBytes: 5000 }),
    )) as AppError;
    expect(error.key).toBe('fetch.tooLarge');
    expect(formatMessage('en', error.key, error.params)).toBe('The content at this address is larger than 4.9KB');
  });

  it('refuses a body whose Content-Length is over the cap before reading it', async () => {
    const fetching = fetchWith(pages.url('/declared/100000'), { allowHosts: allowHosts(), maxBytes: 5000 });
    expect(await keyOf(fetching)).toBe('fetch.tooLarge');
  });

  it('holds the cap on what a compressed body unpacks to', async () => {
    const fetching = fetchWith(pages.url('/gzip-zeros/10000000'), { allowHosts: allowHosts(), maxBytes: 5000 });
    expect(await keyOf(fetching)).toBe('fetch.tooLarge');
    const small = await fetchWith(pages.url('/gzip-zeros/4000'), { allowHosts: allowHosts(), maxBytes: 5000 });
    expect(small.body).toEqual(Buffer.alloc(4000));
  });

  it.each(['/stall', '/stall-body'])('gives up on %s when the time is out', async (path) => {
    const started = Date.now();
    const error = (await failureOf(
      fetchWith(pages.url(path), { allowHosts: allowHosts(), timeoutMs: 300 }),
    )) as AppError;
    expect(error.key).toBe('fetch.timeout');
    expect(formatMessage('zh_CN', error.key, error.params)).toBe('该网站在 1 秒内没有响应');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("stops when the caller aborts, throwing the caller's reason", async () => {
    const abort = new AbortController();
    const fetching = failureOf(fetchWith(pages.url('/stall'), { allowHosts: allowHosts(), signal: abort.signal }));
    setTimeout(() => abort.abort(new Error('shutting down')), 50);
    expect(await fetching).toMatchObject({ message: 'shutting down' });
  });
});
