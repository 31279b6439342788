import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rules of docs/architecture.md live in eslint.config.js; this proves they bite.
const eslint = new ESLint();
const problems = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId?.startsWith('no-restricted')).map((m) => m.message);
};

describe('import boundaries', () => {
  it.each([
    ['machines/x/machine.ts', "import { useState } from 'react';\nexport const a = useState;"],
    ['machines/x/machine.ts', "import { call } from '../../src/api/client.ts';\nexport const a = call;"],
    ['machines/x/machine.ts', 'export const a = () => window.location.host;'],
    ['machines/x/machine.ts', "export const a = () => fetch('/x');"],
    ['machines/x/machine.ts', "export const a = () => localStorage.getItem('tempId');"],
    ['server/x.ts', "import { sessionMachine } from '../machines/session/machine.ts';\nexport const a = sessionMachine;"],
    ['server/x.ts', "import { call } from '../src/api/client.ts';\nexport const a = call;"],
    ['contract/x.ts', "import { setup } from 'xstate';\nexport const a = setup;"],
    ['src/x.ts', "import { createApp } from '../server/app.ts';\nexport const a = createApp;"],
  ])('%s may not: %s', async (file, code) => {
    expect(await problems(file, code)).not.toEqual([]);
  });

  it.each([
    ['machines/x/machine.ts', "import { setup } from 'xstate';\nimport { endpoints } from '../../contract/index.ts';\nexport const a = [setup, endpoints];"],
    ['contract/x.ts', "import * as z from 'zod/mini';\nimport { tierSchema } from './entities.ts';\nexport const a = [z, tierSchema];"],
    ['server/x.ts', "import { endpoints } from '../contract/index.ts';\nexport const a = endpoints;"],
    ['src/x.ts', "import { endpoints } from '../contract/index.ts';\nexport const a = endpoints;"],
  ])('%s may: %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
