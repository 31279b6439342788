// A server script run in a child process, resolved once it prints its ready line (bench, tests).
import { spawn, type ChildProcess } from 'node:child_process';

export const startServer = (script: string, env: Record<string, string>, ready: RegExp): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout!.on('data', (chunk: Buffer) => {
      if (ready.test(chunk.toString())) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
