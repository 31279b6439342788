import { expect, test } from '@playwright/test';
import { at } from './support.ts';

// Issue 25, "less work before the page answers": the landing's page names the scripts it runs
// (its entry and modulepreloads); they carry the landing's own code, not the other flows'. Checked
// by what the scripts carry rather than by chunk names, which the bundler chooses. (The endpoint
// rows the chrome calls are checked in tests/ui/shell-rows.test.ts; the other flows' rows load
// after interactive, src/main.tsx.)
const notTheLandings = [
  // the wizard's contract (a row of the whole endpoint table, loaded with the wizard's screens)
  { flow: "the wizard's endpoint rows", marker: '/api/v1/save-billing-info' },
  // the studio's layout engine (elkjs), loaded only on /studio
  { flow: "the studio's layout engine", marker: 'org.eclipse.elk' },
];

test("the landing's scripts carry neither the wizard's nor the studio's code", async ({ request }) => {
  const page = await (await request.get(at('localhost'))).text();
  const named = [...page.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*?(?:src|href)="([^"]+\.js)"/g)].map(([, path]) => path!);
  expect(named.length).toBeGreaterThan(5);
  const scripts = await Promise.all(named.map(async (path) => ({ path, body: await (await request.get(at('localhost', path))).text() })));
  for (const { flow, marker } of notTheLandings) {
    expect(
      scripts.filter(({ body }) => body.includes(marker)).map(({ path }) => path),
      flow,
    ).toEqual([]);
  }
});
