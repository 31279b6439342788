// Requests per second of one GET, measured with autocannon against a server in a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

export const startServer = (script: string, env: Record<string, string>, ready: RegExp): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout!.on('data', (chunk: Buffer) => {
      if (ready.test(chunk.toString())) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });

export const requestsPerSecond = async (url: string, headers: Record<string, string>, seconds: number) => {
  await autocannon({ url, headers, connections: 10, duration: 1 }); // warm-up
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
};
