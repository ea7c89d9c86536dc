import autocannon from 'autocannon';

export type Throughput = { requestsPerSecond: number; p99Ms: number; errors: number };

/** Drives one URL with autocannon for a fixed time and reports its throughput. */
export async function measure(url: string, seconds: number, connections = 20): Promise<Throughput> {
  const result = await autocannon({ url, duration: seconds, connections, pipelining: 1 });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
