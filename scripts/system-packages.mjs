// The Debian packages `npm test` needs beside node_modules: Chromium for the end-to-end tests and
// PostgreSQL for the PostgreSQL run of the server tests. Plain JavaScript: it runs before `npm ci`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Where PostgreSQL's server binaries are (Debian's layout), or null. */
export const postgresBin = (root = '/usr/lib/postgresql') => {
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((version) => join(root, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb'))) ?? null;
};

/** The packages missing: a browser at CHROMIUM_PATH (default Debian's), PostgreSQL unless TEST_DATABASE_URL names a server. */
export const missingPackages = ({ env = process.env, postgresRoot } = {}) => [
  ...(existsSync(env.CHROMIUM_PATH ?? '/usr/bin/chromium') ? [] : ['chromium']),
  ...(env.TEST_DATABASE_URL || postgresBin(postgresRoot) ? [] : ['postgresql']),
];

/** The one line that says what to install, for whoever cannot install it here. */
const alternatives = { chromium: 'CHROMIUM_PATH', postgresql: 'TEST_DATABASE_URL' };
export const installHint = (missing) =>
  `npm test needs Debian's ${missing.join(' and ')}: run 'apt-get install -y ${missing.join(' ')}' as root ` +
  `(or set ${missing.map((name) => alternatives[name]).join(' and ')}), then npm test again.`;

/** What to do about the missing packages: nothing, install them (root with apt-get), or tell. */
export const installPlan = (missing, { isRoot, hasAptGet }) => {
  if (missing.length === 0) return { kind: 'ready' };
  if (isRoot && hasAptGet) return { kind: 'install', packages: missing };
  return { kind: 'tell', line: installHint(missing) };
};

const onPath = (tool, env = process.env) => (env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, tool)));

/**
 * Installs the missing packages with apt-get when running as root (as a fresh CI machine does);
 * otherwise prints the one line saying what to install and exits 1, before any test runs.
 */
export const ensureSystemPackages = () => {
  const plan = installPlan(missingPackages(), { isRoot: process.getuid?.() === 0, hasAptGet: onPath('apt-get') });
  if (plan.kind === 'ready') return;
  if (plan.kind === 'tell') {
    console.error(plan.line);
    process.exit(1);
  }
  console.log(`Installing Debian packages: ${plan.packages.join(' ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...plan.packages], { stdio: 'inherit', env });
};
