// Requests per second of one GET, measured with autocannon against a server in a child process.
import autocannon from 'autocannon';

export const requestsPerSecond = async (url: string, headers: Record<string, string>, seconds: number) => {
  await autocannon({ url, headers, connections: 10, duration: 1 }); // warm-up
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
};
