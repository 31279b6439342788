import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rules of docs/architecture.md live in eslint.config.js; this proves they bite.
const eslint = new ESLint();
const problems = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => /^(@typescript-eslint\/)?no-restricted/.test(m.ruleId ?? '')).map((m) => m.message);
};
const importing = (name: string, from: string) => `import { ${name} } from '${from}';\nexport const a = ${name};`;

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

// The zones inside the layers: a flow folder of machines/ sees its own folder, machines/shared/ and
// contract/; inside src/ imports run api ← adapters ← features ← routes, ui/ and theme/ are leaves.
describe('zones inside the layers', () => {
  it.each([
    // a flow importing another flow
    ['machines/plans/x.ts', importing('cartMachine', '../cart/cart.machine.ts')],
    ['machines/plan-detail/x.ts', importing('enrollerHomeMachine', '../enroller-home/enroller-home.machine.ts')],
    ['machines/cart/x.ts', "export { cartMachine } from '../plans/plans.machine.ts';"],
    ['machines/cart/x.ts', "import type { PlansInput } from '../plans/plans.machine.ts';\nexport type A = PlansInput;"],
    // a flow or shared/ importing the registry; shared/ (and a folder under it) importing a flow
    ['machines/plans/x.ts', importing('machineRegistry', '../registry.ts')],
    ['machines/shared/x.ts', importing('plansMachine', '../plans/plans.machine.ts')],
    ['machines/shared/quote/x.ts', importing('cartMachine', '../../cart/cart.machine.ts')],
    // the layer rules still hold inside a zone
    ['machines/plans/x.ts', importing('useState', 'react')],
    ['src/features/cart/x.ts', importing('createApp', '../../../server/app.ts')],
    // src/api importing adapters, features, routes, ui or a root file
    ['src/api/x.ts', importing('localStorageAdapter', '../adapters/local-storage.ts')],
    ['src/api/x.ts', importing('raiseToast', '../ui/toasts.ts')],
    ['src/api/x.ts', importing('CartPage', '../features/cart/CartPage.tsx')],
    // adapters importing features, the studio or routes
    ['src/adapters/x.ts', importing('CartPage', '../features/cart/CartPage.tsx')],
    ['src/adapters/x.ts', importing('useLive', '../studio/use-live.ts')],
    ['src/adapters/x.ts', importing('router', '../routes/tree.tsx')],
    // features (and the studio) importing routes or the root files
    ['src/features/cart/x.tsx', importing('router', '../../routes/tree.tsx')],
    ['src/features/cart/x.tsx', importing('AppRoot', '../../AppRoot.tsx')],
    ['src/studio/x.tsx', importing('router', '../routes/tree.tsx')],
    // routes importing the root files; ui importing anything of src/ but ui/ and theme/
    ['src/routes/x.tsx', importing('Startup', '../Startup.tsx')],
    ['src/ui/x.tsx', importing('withLanding', '../adapters/navigation.ts')],
    ['src/ui/x.tsx', importing('call', '../adapters/api-call.ts')],
    ['src/theme/x.ts', importing('queryClient', '../api/query-client.ts')],
    // a screen calling a flow's rules (a rule module: machines/**/*rules.ts) instead of reading the machine
    ['src/features/enrollment/x.tsx', importing('nextRelationship', '../../../machines/enrollment/dependent-rules.ts')],
    ['src/features/plan-detail/x.tsx', importing('answersComplete', '../../../machines/plan-detail/question-rules.ts')],
    ['src/ui/x.tsx', importing('totalOf', '../../machines/enrollment/beneficiary-rules')],
    // the member picker's search and pages, and the rules of the fields in play (the machines compute them)
    ['src/features/role-homes/x.tsx', importing('searchMembers', '../../../machines/member-picker/member-picker-rules.ts')],
    ['src/features/role-homes/x.tsx', importing('pageOf', '../../../machines/member-picker/index.ts')],
    // ... or a machine's computed values (`*-values.ts`), or any of them through the flow's index
    ['src/features/plans/x.tsx', importing('initialSelection', '../../../machines/plans/plans-values.ts')],
    ['src/features/session/x.tsx', importing('groupSessionValues', '../../../machines/session/session-values')],
    ['src/features/cart/x.tsx', importing('offersQuote', '../../../machines/cart/index.ts')],
    ['src/features/plan-detail/x.tsx', importing('answersComplete', '../../../machines/plan-detail/index')],
    ['src/ui/x.tsx', importing('offersQuote', '../../machines/cart/index.ts')],
  ])('%s may not: %s', async (file, code) => {
    expect(await problems(file, code)).not.toEqual([]);
  });

  it.each([
    // a flow: its own folder, machines/shared/ (and folders under it), contract/
    ['machines/plans/x.ts', importing('initialSelection', './plans-values.ts')],
    ['machines/plans/x.ts', importing('quoteMachine', '../shared/quote/quote.machine.ts')],
    ['machines/plans/x.ts', importing('endpoints', '../../contract/index.ts')],
    ['machines/shared/quote/x.ts', importing('storageKeys', '../storage.ts')],
    // the registry lists every flow
    ['machines/registry.ts', importing('plansMachine', './plans/plans.machine.ts')],
    // each src/ layer imports the ones below it, ui/ and theme/ from above api
    ['src/adapters/x.ts', importing('createApiClient', '../api/client.ts')],
    ['src/adapters/x.ts', importing('raiseToast', '../ui/toasts.ts')],
    ['src/features/cart/x.tsx', importing('call', '../../adapters/api-call.ts')],
    ['src/features/cart/x.tsx', importing('queryClient', '../../api/query-client.ts')],
    ['src/features/cart/x.tsx', importing('Trail', '../chrome/Trail.tsx')],
    ['src/features/cart/x.tsx', importing('PageSpinner', '../../ui/PageSpinner.tsx')],
    ['src/studio/x.tsx', importing('STUDIO_CHANNEL', '../adapters/studio-protocol.ts')],
    ['src/routes/x.tsx', importing('StudioPage', '../studio/StudioPage.tsx')],
    ['src/routes/x.tsx', importing('CartPage', '../features/cart/CartPage.tsx')],
    ['src/ui/x.tsx', importing('toaster', './toaster.ts')],
    ['src/ui/x.tsx', importing('system', '../theme/system.ts')],
    ['src/AppRoot.tsx', importing('router', './routes/tree.tsx')],
    ['src/main.tsx', importing('startSession', './adapters/session.ts')],
    // a screen reads the machine: its snapshot's connect, a rule module's types
    ['src/features/enrollment/x.tsx', importing('connectDependents', '../../../machines/enrollment/dependent-step.connect.ts')],
    ['src/features/enrollment/x.tsx', importing('connectFormStep', '../../../machines/enrollment/form-step.connect.ts')],
    ['src/features/role-homes/x.tsx', "import type { MemberRow } from '../../../machines/member-picker/member-picker-rules.ts';\nexport type A = MemberRow;"],
    ['src/features/plan-detail/x.tsx', "import type { AnswerMap } from '../../../machines/plan-detail/question-rules.ts';\nexport type A = AnswerMap;"],
    ['src/features/cart/x.tsx', "import type { cartMachine } from '../../../machines/cart/index.ts';\nexport type A = typeof cartMachine;"],
    // the machine module itself, and a step list's index below a flow (the descriptors, not a flow's surface)
    ['src/features/plans/x.tsx', importing('noPlansMessage', '../../../machines/plans/plans.machine.ts')],
    ['src/features/enrollment/x.tsx', importing('formStepOf', '../../../machines/enrollment/steps/index.ts')],
    // the machines themselves and adapters still use the rules
    ['machines/enrollment/x.ts', importing('nextRelationship', './dependent-rules.ts')],
  ])('%s may: %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
