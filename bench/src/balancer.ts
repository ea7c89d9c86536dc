import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Balancer = {
  url: string;
  /** Where requests go from now on, in turn; the counts start again. */
  route(targets: string[]): void;
  /** How many requests each target has been sent since the last `route`. */
  sent(): Record<string, number>;
  close(): Promise<void>;
};

/**
 * The bench's load balancer: a round-robin reverse proxy on node:http, enough to spread the
 * streams over the instances the way a real one would (a new request may land on any instance).
 * It streams answers through as they come, so it adds one hop, the same for every run it serves.
 */
export async function startBalancer(targets: string[]): Promise<Balancer> {
  let routes = targets;
  let turn = 0;
  let counts: Record<string, number> = {};
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const server = http.createServer((request, response) => {
    const target = routes[turn++ % routes.length]!;
    counts[target] = (counts[target] ?? 0) + 1;
    const upstream = http.request(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: request.headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    // A question must leave at once, not wait for Nagle to gather it with the next.
    upstream.setNoDelay(true);
    upstream.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
    // A reader gone mid-answer ends the instance's stream too, as a real balancer would.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    route: (next) => {
      routes = next;
      counts = {};
    },
    sent: () => ({ ...counts }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
