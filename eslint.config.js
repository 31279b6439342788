import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries of DESIGN.md, enforced: contract imports zod only; machines stay pure;
// the server never reaches into the app or the machines.
const outside = (...dirs) => dirs.map((dir) => ({ group: [`**/${dir}/**`, `**/${dir}`], message: `may not import ${dir}/` }));
const browserOnly = ['react', 'react-dom', '@chakra-ui/*', '@tanstack/*', '@emotion/*', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*'];
// react-dom/server is React's, not the reference server (src/entry-server.tsx renders with it)
const srcPatterns = [{ group: ['**/server/**', '**/server', '!react-dom/server'], message: 'may not import server/' }];
const machinesPatterns = [...outside('src', 'server'), { group: browserOnly, message: 'machines/ are pure: xstate, zod and contract/ only' }];

// Boundaries inside the layers (docs/architecture.md, "Import rules inside the layers"). A zone is
// a folder and the folders (or files) its code may not import; the rule is generated for every
// folder under it, read from disk, so a new flow folder is a zone at once.
const root = import.meta.dirname;
const entries = (dir) => fs.readdirSync(path.join(root, dir), { withFileTypes: true });
const subfolders = (dir) => entries(dir).filter((entry) => entry.isDirectory()).map((entry) => `${dir}/${entry.name}`);
const foldersUnder = (dir) => [dir, ...subfolders(dir).flatMap(foldersUnder)];

// machines/: a flow folder imports its own folder, machines/shared/ and contract/ only (what two
// flows share lives in machines/shared/, their messages in contract/). machines/registry.ts, at the
// root, lists every machine and so may import every flow folder.
const flows = subfolders('machines').filter((dir) => dir !== 'machines/shared');
const machineZones = [
  ...flows.map((flow) => ({
    zone: flow,
    forbidden: [...flows.filter((other) => other !== flow), 'machines/registry'],
    why: 'a flow imports its own folder, machines/shared/ and contract/ only',
  })),
  { zone: 'machines/shared', forbidden: [...flows, 'machines/registry'], why: 'machines/shared/ imports machines/shared/ and contract/ only' },
];

// src/: imports run one way, api ← adapters ← features ← routes ← the root files. The studio is a
// feature. ui/ and theme/ are leaf building blocks: any layer above api may use them, and they
// import no other part of src/. The root files (main.tsx, AppRoot.tsx, Startup.tsx) compose
// everything and nothing imports them but each other.
const rootFiles = entries('src').filter((entry) => entry.isFile()).map((entry) => `src/${entry.name.replace(/\.tsx?$/, '')}`);
// src/ssr: the server render's page machines (src/entry-server.tsx), above the routes it loads
const srcLayers = [['src/api'], ['src/adapters'], ['src/features', 'src/studio'], ['src/routes'], ['src/ssr']];
const leaves = ['src/ui', 'src/theme'];
const unplaced = subfolders('src').filter((dir) => !srcLayers.flat().includes(dir) && !leaves.includes(dir));
if (unplaced.length > 0) throw new Error(`eslint.config.js: place ${unplaced.join(', ')} in a layer of src/`);
const layerWhy = 'imports inside src/ run api ← adapters ← features ← routes; ui/ and theme/ are leaves';
const srcZones = [
  ...srcLayers.flatMap((layer, index) =>
    layer.map((zone) => ({ zone, forbidden: [...srcLayers.slice(index + 1).flat(), ...rootFiles, ...(index === 0 ? leaves : [])], why: layerWhy })),
  ),
  ...leaves.map((zone) => ({ zone, forbidden: [...srcLayers.flat(), ...rootFiles], why: layerWhy })),
];

// Screens decide nothing (DESIGN.md, "Machines"): src/features and src/ui render machine state and
// may not call a flow's rules. A rule module is a machines/ file named `*rules.ts` (the pure rules
// beside a machine, its guards) or `*-values.ts` (what a machine computes to store or send); a
// flow's `index.ts` re-exports them, so it counts as one too (a screen imports the module it
// reads, never the flow's whole surface). A screen reads what the machine computed: its snapshot,
// or a `*.connect.ts` selector module that applies the rules to it. Types from any of them pass.
const ruleModules = {
  group: ['**/machines/**/*rules', '**/machines/**/*rules.ts', '**/machines/**/*-values', '**/machines/**/*-values.ts', '**/machines/*/index', '**/machines/*/index.ts'],
  allowTypeImports: true,
  message: "a screen decides nothing: read the machine's snapshot or its *.connect.ts, not its rules",
};

// Chakra's parts that need more than Chakra gives for IBM Equal Access (named groups, decorative
// icons hidden): screens take them from src/ui/chakra.tsx (docs/wizard.md, "Accessibility beyond axe").
const accessibleChakraParts = {
  name: '@chakra-ui/react',
  importNames: ['Accordion', 'Alert', 'Field', 'NativeSelect'],
  message: "import it from src/ui/chakra.tsx: Chakra's own leaves fields in unnamed groups and icons unnamed",
};

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The import specifiers, written from a file in `dir`, that reach `target` (a folder, or a file without extension). */
const reaching = (dir, target, message) => {
  const relative = path.posix.relative(dir, target);
  return { regex: `^${escapeRegex(relative.startsWith('.') ? relative : `./${relative}`)}(\\.tsx?|/|$)`, message };
};
// One config object per folder: flat config lets a later `no-restricted-imports` replace an
// earlier one for the same file, so each carries its layer's patterns as well as its zone's.
const zoneConfigs = (zones, layerPatterns, extensions) =>
  zones.flatMap(({ zone, forbidden, why }) =>
    foldersUnder(zone).map((dir) => ({
      files: [`${dir}/*.${extensions}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [...layerPatterns, ...forbidden.map((target) => reaching(dir, target, `${zone}/ may not import ${target}: ${why}`))] },
        ],
      },
    })),
  );

export default tseslint.config(
  { ignores: ['dist/**', '.bench/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'server/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: srcPatterns }],
    },
  },
  ...zoneConfigs(srcZones, srcPatterns, '{ts,tsx}'),
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/chakra.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ruleModules], paths: [accessibleChakraParts] }] },
  },
  {
    files: ['src/studio/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}', 'src/*.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [accessibleChakraParts] }] },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod(/mini)?$|\\./|\\.\\./contract/).*', message: 'contract/ imports zod only' }] }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: machinesPatterns }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'location', 'navigator'],
    },
  },
  ...zoneConfigs(machineZones, machinesPatterns, 'ts'),
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: outside('src', 'machines') }],
    },
  },
);
