import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const port = Number(process.env.E2E_PORT ?? 4173);

/** A URL on one of the demo hosts: `localhost`, `acme.localhost`, `nowhere.localhost`. */
export const at = (host: string, path = '/') => `http://${host}:${port}${path}`;

/**
 * A signed link of the seeded data as a member's portal, a rep's flyer or the partner site hands it
 * out (docs/demo-data.md, Links): development mode signs it and redirects there, e.g.
 * `demoLink('localhost', 'member-benefit-store/501/IO')`.
 */
export const demoLink = (host: string, path: string) => at(host, `/dev/link/${path}`);

/**
 * Opens `host` holding the seeded enrollment `tempId` (docs/demo-data.md): development mode binds
 * this browser's session to it (GET /dev/demo-session/{id}), as resuming it would, and the
 * storefront keeps it as its tempId.
 */
export const holdSeededEnrollment = async (page: Page, host: string, tempId: string) => {
  // start-up first (it may reset storage): the server's page shows before its code has stored anything
  await page.goto(at(host));
  await expect(page.getByRole('link', { name: /^Cart \d/ })).toBeVisible();
  await pageCodeStarted(page);
  // from the page: Node cannot resolve *.localhost, and the cookie belongs in the browser
  expect(await page.evaluate(async (id) => (await fetch(`/dev/demo-session/${id}`)).status, tempId)).toBe(204);
  await page.evaluate((id) => localStorage.setItem('tempId', id), tempId);
};

/**
 * The Content-Security-Policy violations of the document the page shows (the server's policy,
 * docs/security.md): the Reporting API keeps them from the document's start (buffered).
 */
const policyViolationsOf = (page: Page) =>
  page.evaluate(() => {
    const observer = new ReportingObserver(() => {}, { types: ['csp-violation'], buffered: true });
    observer.observe();
    const reports = observer.takeRecords();
    observer.disconnect();
    return reports.map((report) => JSON.stringify(report.body));
  });

/** Every WCAG 2.x A and AA rule of axe (2.0, 2.1 and 2.2)... */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** ...and the experimental ones among them, which axe leaves out unless asked (WCAG 2.5.3 Label in Name). */
const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch'];

const engineSource = (file: string) => readFileSync(createRequire(import.meta.url).resolve(file), 'utf8');
const ibmEqualAccess = engineSource('accessibility-checker-engine/ace.js');
const htmlCodeSniffer = engineSource('html_codesniffer/build/HTMLCS.js');

/**
 * IBM Equal Access's WCAG 2.2 (A, AA) rule set: its violations only, not the 'potential' and
 * 'manual' findings that ask a person to look. It finds what axe does not: unnamed groups around
 * fields, unnamed SVGs, articles without unique labels.
 */
const ibmViolationsOf = async (page: Page) => {
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(ibmEqualAccess);
  return page.evaluate(async () => {
    type Result = { ruleId: string; value: [string, string]; path: { dom: string }; message: string };
    const checker = new (window as unknown as { ace: { Checker: new () => { check: (d: Document, sets: string[]) => Promise<{ results: Result[] }> } } }).ace.Checker();
    const { results } = await checker.check(document, ['WCAG_2_2']);
    // While a modal dialog is open its library hides the page behind it with aria-hidden and keeps
    // Tab inside the dialog: the hidden page's links cannot be reached, though IBM counts them
    // (aria_hidden_nontabbable). Only then is that rule left out; axe's aria-hidden-focus still runs.
    const modalOpen = document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]') !== null;
    const leftOut = modalOpen ? ['aria_hidden_nontabbable'] : [];
    // label_content_exists reads a label's text in child elements only when they are exposed, so a
    // label hidden with the rest of the page (a checkbox's, its text in a span) counts as empty.
    // A hidden label names nothing to anyone: only its finding is left out, not the rule.
    const hiddenLabel = (r: Result) =>
      r.ruleId === 'label_content_exists' &&
      (document.evaluate(r.path.dom, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue as Element | null)?.closest('[aria-hidden="true"]') != null;
    return results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL' && !leftOut.includes(r.ruleId) && !hiddenLabel(r))
      .map((r) => `IBM ${r.ruleId}: ${r.path.dom}: ${r.message}`);
  });
};

/**
 * HTML_CodeSniffer's WCAG2AA standard: its errors only (warnings and notices ask a person to look).
 * It finds duplicate ids and an autocomplete token the input's type does not take.
 */
const codeSnifferErrorsOf = async (page: Page) => {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) {
    await page.evaluate(htmlCodeSniffer);
    // HTML_CodeSniffer 2.5.1 asks for 'InvalidAutoComplete_*' messages its English table spells
    // 'InvalidAutocomplete_*', and throws on the missing text just when it has found such an error
    await page.evaluate(() => {
      const english = (window as unknown as { translation: { en: Record<string, string> } }).translation.en;
      for (const key of Object.keys(english)) english[key.replace('InvalidAutocomplete_', 'InvalidAutoComplete_')] = english[key]!;
    });
  }
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const sniffer = (window as unknown as { HTMLCS: { process: (standard: string, doc: Document, done: () => void) => void; getMessages: () => Message[] } }).HTMLCS;
        sniffer.process('WCAG2AA', document, () => {
          const errors = sniffer.getMessages().filter((m) => m.type === 1);
          resolve(errors.map((m) => `HTMLCS ${m.code}: <${m.element.tagName.toLowerCase()}${m.element.id ? ` id="${m.element.id}"` : ''}>: ${m.msg}`));
        });
      }),
  );
};

/**
 * What the page shows now breaks no WCAG 2.x A or AA rule of axe, IBM Equal Access (WCAG 2.2) or
 * HTML_CodeSniffer (WCAG2AA), nor the CSP. The three engines each find what the others miss
 * (docs/wizard.md, "Accessibility beyond axe"); the two after axe add well under a second.
 */
export const expectAccessible = async (page: Page) => {
  expect(await policyViolationsOf(page)).toEqual([]);
  // A dialog fading in has colours mid-blend; axe would measure the blend, not the design.
  // Endless animations (spinners) are left out: they never finish.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
    })
    .analyze();
  // the experimental rules ran: each is reported somewhere (passed, violated, inapplicable or unsure)
  const ran = [results.passes, results.violations, results.inapplicable, results.incomplete].flat().map((rule) => rule.id);
  expect(EXPERIMENTAL_WCAG_RULES.filter((id) => !ran.includes(id))).toEqual([]);
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect([...summary, ...(await ibmViolationsOf(page)), ...(await codeSnifferErrorsOf(page))]).toEqual([]);
};

/**
 * From a field's control to the box of its field (label, control, hint, message): Chakra's field
 * root, which has no role (src/ui/chakra.tsx), e.g. `page.getByLabel('Zip').locator(fieldRoot)`.
 */
export const fieldRoot = 'xpath=ancestor::*[@data-scope="field"][@data-part="root"][1]';

/**
 * Once the page's code has started: a page the server rendered shows before its code makes the
 * session's writes (src/main.tsx), and its controls wait for that code (`data-awaiting-code`,
 * src/ui/held-input.ts) until it has hydrated.
 */
export const pageCodeStarted = (page: Page) => expect(page.locator('[data-awaiting-code]')).toHaveCount(0);

/** The browser-stored session value of `key` (spec 1 §3), once the page's code has started. */
export const stored = async (page: Page, key: string) => {
  await pageCodeStarted(page);
  return page.evaluate((k) => localStorage.getItem(k), key);
};

/**
 * A group's page reached through its landing (/acme), as an administrator arrives: the landing is
 * rendered on the server and stores the group once the page has started, so the page opened next
 * waits for that; opened sooner, it would resolve the landing again and go to the landing's /.
 */
export const openThroughAcme = async (page: Page, path: string) => {
  await page.goto(at('localhost', '/acme'));
  await expect.poll(() => stored(page, 'landing')).toBe('acme');
  await page.goto(at('localhost', `/acme/${path}`));
};

/** The mail the development outbox holds for `to` whose subject matches, once the sender has delivered it. */
export const mailTo = async (request: APIRequestContext, to: string, subject: RegExp) => {
  let mail: { to: string; subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(at('localhost', '/dev/outbox'))).json()) as { to: string; subject: string; text: string }[];
      mail = outbox.find((message) => message.to === to && subject.test(message.subject));
      return mail !== undefined;
    })
    .toBe(true);
  return mail;
};

/** The rep's way in (docs/demo-data.md, Codes): JANE01 → Yes → /jane as the rep → Rep Home. */
export const arriveAsJane = async (page: Page) => {
  await page.goto(at('localhost'));
  await page.getByRole('contentinfo').getByRole('button', { name: 'Access Code' }).click();
  const box = page.getByRole('dialog', { name: 'Access Code' });
  await box.getByLabel('Access Code').fill('JANE01');
  await box.getByRole('button', { name: 'Submit' }).click();
  await expect(box.getByText('Jane Doe')).toBeVisible();
  await box.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(at('localhost', '/jane'));
  await page.getByRole('link', { name: 'Rep Home' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Jane Doe' })).toBeVisible();
};

/**
 * On the sign-in screen a member list shows first (docs/demo-data.md, Demo sign-ins): sends a code
 * to `email`, reads the newest one from the development outbox, and signs in with it. A code works
 * only in the session that asked for it (docs/security.md), so when another test asked one for the
 * same address in between, the newest is theirs and ours refuses it: then it asks again, as a person would.
 */
export const signInAsEnroller = async (page: Page, email: string) => {
  const codesTo = async () => {
    const outbox = (await (await page.request.get(at('localhost', '/dev/outbox'))).json()) as { to: string; text: string }[];
    return outbox.filter((message) => message.to === email).map((message) => /Your sign-in code: (\d{8})/.exec(message.text)?.[1]).filter(Boolean);
  };
  const codeBox = page.getByRole('textbox', { name: 'Sign-in code' });
  for (let attempt = 1; ; attempt += 1) {
    const before = (await codesTo()).length;
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(codeBox).toBeVisible();
    // a request over the server's per-address or per-client limit (every test shares one client)
    // sends nothing: after a while, ask again
    const mailed = await expect
      .poll(async () => (await codesTo()).length, { timeout: 20_000 })
      .toBeGreaterThan(before)
      .then(() => true, () => false);
    if (!mailed) {
      expect(attempt, 'no sign-in code was mailed: the server kept refusing to send one').toBeLessThan(5);
      await page.getByRole('button', { name: 'Use another e-mail' }).click();
      continue;
    }
    await codeBox.fill((await codesTo()).at(-1)!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // getAttribute waits for the box: once signed in it is gone, so it is asked briefly
    const outcome = async () => {
      if (await codeBox.isHidden()) return 'signed in';
      const invalid = await codeBox.getAttribute('aria-invalid', { timeout: 500 }).catch(() => null);
      return invalid === 'true' ? 'refused' : 'checking';
    };
    await expect.poll(outcome).not.toBe('checking');
    if ((await outcome()) === 'signed in') return;
    expect(attempt, 'sign-in codes refused: another test keeps asking for this address').toBeLessThan(5);
    await page.getByRole('button', { name: 'Use another e-mail' }).click();
  }
};

/** The enrollment code mailed to `to` (spec 3 §2.6), read from the outbox. */
export const enrollmentCodeSentTo = async (request: APIRequestContext, to: string) => {
  const mail = await mailTo(request, to, /enrollment code/i);
  const code = /Enrollment code: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{5})/.exec(mail?.text ?? '')?.[1];
  expect(code).toBeTruthy();
  return code!;
};

/** Save & Continue Later on the step on screen: the code sent to `alternate`, the modal closed. */
export const saveLaterTo = async (page: Page, alternate: string) => {
  await page.getByRole('button', { name: 'Save & Continue Later' }).click();
  const modal = page.getByRole('dialog', { name: 'Save & Continue Later' });
  await modal.getByRole('textbox', { name: 'Alternate Email' }).fill(alternate);
  await modal.getByRole('button', { name: 'Send Code' }).click();
  await expect(modal).toContainText('Information Saved!!! Check your email to continue');
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
};

/** Someone else's browser (nothing stored) resumes the enrollment by its code and e-mail: the page it lands on. */
export const resumeByCode = async (browser: Browser, code: string, email: string) => {
  const other = await (await browser.newContext()).newPage();
  await other.goto(at('localhost', '/continue-enrollment'));
  const form = other.getByRole('form', { name: 'Continue Enrollment' });
  await form.getByLabel('Enrollment Code').fill(code);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Continue' }).click();
  return other;
};

/** Where the new applicant's journey (submitQuote, startEnrollment) stops for a caller to look at the page, e.g. to take the docs' screenshots. */
export type JourneyStop = 'quote' | 'plans' | 'plan' | 'cart';
type LookAt = (stop: JourneyStop) => Promise<void>;
const passBy: LookAt = async () => {};

/**
 * A new applicant's quote (female, 04/12/1988, zip 10001, `tier`: Member Only unless said) on the
 * main site's `path`: the plans open. `look` sees the form filled, then the plans.
 */
export const submitQuote = async (page: Page, path = '/', tier = 'IO', look = passBy) => {
  await page.goto(at('localhost', path));
  await page.getByLabel('Zip Code').fill('10001');
  await page.getByLabel('Gender').selectOption('1');
  await page.getByLabel('Tier').selectOption(tier);
  await page.getByLabel('Date of Birth').pressSequentially('04121988');
  await look('quote');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/plans/);
  await look('plans');
};

/** A dental quote (IO) in the cart, checked out: the wizard opens at Personal Information. `look` sees each page on the way. */
export const startEnrollment = async (page: Page, look = passBy) => {
  await submitQuote(page, '/', 'IO', look);
  await page.goto(at('localhost', '/plan/121/BrightSmile%20Dental%20Basic'));
  await look('plan');
  await page.getByRole('button', { name: 'Add to Cart: Member Only' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await look('cart');
  await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('dialog', { name: 'Confirm your cart' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
};

/** Personal Information's fields a new applicant fills (birthdate and gender come from the quote). */
export const fillPersonal = async (page: Page, { first, last }: { first: string; last: string }) => {
  await page.getByLabel('First Name', { exact: true }).fill(first);
  await page.getByLabel('Last Name', { exact: true }).fill(last);
  await page.getByLabel('Height (feet)').fill('5');
  await page.getByLabel('Height (inches)').fill('4');
  await page.getByLabel('Weight (lbs)').fill('130');
  await page.getByLabel('Marital Status').selectOption({ label: 'Single' });
  await page.getByLabel('SSN').fill('987654321');
  await page.getByLabel('Prior Coverage').selectOption({ label: 'None' });
};

/** Contact Information's fields a new applicant fills (the zip comes from the quote): `email`, a New York phone and address. */
export const fillContact = async (page: Page, email: string) => {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('2125550199');
  await page.getByLabel('Address 1').fill('1 Main St');
  await page.getByLabel('City', { exact: true }).fill('New York');
  await page.getByLabel('State', { exact: true }).selectOption('NY');
};

/**
 * Employer Information for an Acme enrollment (docs/demo-data.md): the group's info is prefilled,
 * the rest filled in validly; then Next. The holiday policy is checked, not toggled: the seeded
 * carts (TECART03-05) keep one from an earlier walk on a reused server.
 */
export const passAcmeEmployer = async (page: Page) => {
  await expect(page).toHaveURL(/\/enrollment\/employer-info$/);
  await expect(page.getByLabel('Employer Name')).toHaveValue('Acme Benefits');
  await page.getByLabel('Employment Status').selectOption({ label: 'Active' });
  await page.getByLabel('Average Work Week').selectOption({ label: '30 to 40 hours' });
  await page.getByLabel('Employment Start Date').fill('');
  await page.getByLabel('Employment Start Date').pressSequentially('01152020');
  await page.getByLabel('Occupation').fill('Analyst');
  await page.getByLabel('Compensation Type').selectOption({ label: 'Salary' });
  await page.getByLabel('Industry').fill('Insurance');
  await page.getByLabel('Number of Employees').fill('250');
  await page.getByLabel('Vacation Policy').selectOption({ label: 'Two weeks' });
  await page.getByLabel('Bargaining Unit').selectOption({ label: 'Not in a bargaining unit' });
  const holidays = page.getByRole('group', { name: 'Holiday Policy' });
  const standard = holidays.getByRole('checkbox', { name: 'Standard 6' });
  // the box itself is visually hidden behind its label
  if (!(await standard.isChecked())) await holidays.getByText('Standard 6').click();
  await expect(standard).toBeChecked();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
};
