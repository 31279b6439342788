// Runs `npm ci` when node_modules is missing or older than package-lock.json, so that
// `npm start` and `npm test` work on a fresh clone without a separate install step. Before
// `npm test` it also installs the Debian packages the tests need (root with apt-get), or says in
// one line what to install (scripts/system-packages.mjs).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { ensureSystemPackages } from './system-packages.mjs';

const installed = 'node_modules/.package-lock.json';
const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
if (process.env.npm_lifecycle_event === 'pretest') ensureSystemPackages();
