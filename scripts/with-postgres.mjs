// Runs a command against a throwaway PostgreSQL cluster from Debian's packages:
//   node scripts/with-postgres.mjs <command…>
// The command gets TEST_DATABASE_URL. With TEST_DATABASE_URL already set, that server is used.
// Without PostgreSQL installed it says in one line how to install it and exits 1 (`npm test`'s
// pretest installs it first when it runs as root: scripts/system-packages.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installHint, postgresBin } from './system-packages.mjs';

const command = process.argv.slice(2);
const run = (env) => spawnSync(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (process.env.TEST_DATABASE_URL) process.exit(run({}));

const bin = postgresBin();
if (!bin) {
  console.error(installHint(['postgresql']));
  process.exit(1);
}

// initdb refuses to run as root: the cluster belongs to the postgres user then.
const asRoot = process.getuid?.() === 0;
const as = (tool, args) => (asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' }) : execFileSync(join(bin, tool), args, { stdio: 'pipe' }));
const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
chmodSync(dir, 0o777);
const data = join(dir, 'data');
const port = String(55000 + Math.floor(Math.random() * 5000));
let status = 1;
try {
  as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
  as('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  status = run({ TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` });
} finally {
  try {
    as('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
  } catch {
    // already stopped or never started
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
