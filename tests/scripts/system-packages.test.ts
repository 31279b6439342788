import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installHint, installPlan, missingPackages, postgresBin } from '../../scripts/system-packages.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A directory laid out as Debian's /usr/lib/postgresql with the given versions installed. */
const postgresRoot = (...versions: string[]) => {
  const root = mkdtempSync(join(tmpdir(), 'pg-root-'));
  dirs.push(root);
  for (const version of versions) {
    mkdirSync(join(root, version, 'bin'), { recursive: true });
    writeFileSync(join(root, version, 'bin', 'initdb'), '');
  }
  return root;
};
const browser = () => {
  const dir = mkdtempSync(join(tmpdir(), 'chromium-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'chromium'), '');
  return join(dir, 'chromium');
};

describe('what npm test needs from Debian', () => {
  it('finds the newest PostgreSQL with initdb, or none', () => {
    const root = postgresRoot('13', '15');
    expect(postgresBin(root)).toBe(join(root, '15', 'bin'));
    expect(postgresBin(postgresRoot())).toBeNull();
    expect(postgresBin(join(tmpdir(), 'no-such-postgres'))).toBeNull();
  });

  it('names the missing packages; CHROMIUM_PATH and TEST_DATABASE_URL stand in for them', () => {
    const none = postgresRoot();
    expect(missingPackages({ env: { CHROMIUM_PATH: '/no/such/chromium' }, postgresRoot: none })).toEqual(['chromium', 'postgresql']);
    expect(missingPackages({ env: { CHROMIUM_PATH: browser() }, postgresRoot: postgresRoot('15') })).toEqual([]);
    expect(missingPackages({ env: { CHROMIUM_PATH: browser(), TEST_DATABASE_URL: 'postgres://db/test' }, postgresRoot: none })).toEqual([]);
  });

  it('installs as root with apt-get; otherwise says in one line what to install', () => {
    expect(installPlan([], { isRoot: false, hasAptGet: false })).toEqual({ kind: 'ready' });
    expect(installPlan(['chromium', 'postgresql'], { isRoot: true, hasAptGet: true })).toEqual({ kind: 'install', packages: ['chromium', 'postgresql'] });
    for (const where of [{ isRoot: false, hasAptGet: true }, { isRoot: true, hasAptGet: false }]) {
      const plan = installPlan(['postgresql'], where);
      expect(plan).toEqual({ kind: 'tell', line: installHint(['postgresql']) });
    }
    const line = installHint(['chromium', 'postgresql']);
    expect(line).not.toContain('\n');
    expect(line).toBe(
      "npm test needs Debian's chromium and postgresql: run 'apt-get install -y chromium postgresql' as root (or set CHROMIUM_PATH and TEST_DATABASE_URL), then npm test again.",
    );
  });
});
