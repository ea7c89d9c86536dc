import autocannon from 'autocannon';

export type Throughput = { requestsPerSecond: number; p99Ms: number; errors: number };

/**
 * Drives one URL with autocannon for a fixed time and reports its throughput. Run it from a
 * process other than the server's, or the load generator and the server share one event loop.
 */
export async function measure(
  url: string,
  seconds: number,
  options: { connections?: number; headers?: Record<string, string> } = {},
): Promise<Throughput> {
  const result = await autocannon({
    url,
    duration: seconds,
    connections: options.connections ?? 20,
    pipelining: 1,
    headers: options.headers,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
