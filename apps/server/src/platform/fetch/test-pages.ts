import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/**
 * A page server on loopback for the fetcher's tests: what it answers is chosen by path, and
 * every request it receives is recorded, so a test can show a refused address was never dialled.
 *   /page                  200 "hello"
 *   /to?url=…              302 to that address
 *   /loop/<n>              302 to /loop/<n+1>, forever
 *   /bytes/<n>             n bytes, streamed without Content-Length
 *   /declared/<n>          Content-Length n, then nothing
 *   /gzip-zeros/<n>        n zero bytes, gzip-encoded
 *   /stall                 never answers
 *   /stall-body            answers the head, then never ends the body
 */
export async function startTestPages() {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://pages');
    requests.push(url.pathname + url.search);
    const [, kind, arg] = url.pathname.split('/');
    const count = Number(arg);
    if (kind === 'page') return response.end('hello');
    if (kind === 'to') return response.writeHead(302, { location: url.searchParams.get('url') ?? '/' }).end();
    if (kind === 'loop') return response.writeHead(302, { location: `/loop/${count + 1}` }).end();
    if (kind === 'bytes') {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      for (let sent = 0; sent < count; sent += 1024) response.write(Buffer.alloc(Math.min(1024, count - sent), 'a'));
      return response.end();
    }
    if (kind === 'declared') return response.writeHead(200, { 'content-length': String(count) }).flushHeaders();
    if (kind === 'gzip-zeros')
      return response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(count)));
    if (kind === 'stall') return;
    if (kind === 'stall-body') return response.writeHead(200).write('partial');
    response.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** `127.0.0.1:<port>`, as FETCH_ALLOW_HOSTS would name it. */
    hostPort: `127.0.0.1:${port}`,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
