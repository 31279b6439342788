import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { addTermLifeAndProceed, fillBeneficiary } from './beneficiary-steps.ts';
import { agree, agreementForm, completeAgreement, signaturePad } from './agreement-steps.ts';
import { billingForm, fillBillingEmail, fillNewCard, TEST_CARD } from './billing-steps.ts';
import { addDependent, addDependentForm, dependentsList, spouseLuis } from './dependents-steps.ts';
import { addCriticalCareAndProceed } from './plan-steps.ts';
import { at, expectAccessible, fillPersonal, holdSeededEnrollment, pageCodeStarted, startEnrollment, stored, submitQuote } from './support.ts';

// Issue 25: pages arrive as HTML rendered on the server from the built server bundle (with their
// styles), then hydrate without a mismatch. The main landing of a first visit is rendered whole
// (start-up decided on the server: the quote form, the featured plans), and so is `/plans` (the
// session the cookies mirror, the plans machine run on the server: the quote's cards and prices),
// plan detail, the cart and a wizard step (the blocks below); elsewhere the server renders start-up's shell: the
// location banner, the host's branded header and the page's placeholder (the landing's quote box
// on a landing, a spinner elsewhere).

const hosts = [
  ['localhost', 'benefits@member-benefits.example.com', '/assets/logos/member-benefits.svg'],
  ['acme.localhost', 'benefits@acme-benefits.example.com', '/assets/logos/acme-benefits.svg'],
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [host, email, logo] of hosts) {
    test(`the landing on ${host} arrives with its branding, styled, and the quote's place`, async ({ page }) => {
      await page.goto(at(host));
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: email })).toBeVisible();
      await expect(header.locator(`img[src="${logo}"]`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
      await expect(page.getByText('Use your location to show plans near you?')).toBeVisible();
      // emotion's styles came with the HTML: the banner is laid out as a flex row
      expect(await page.getByRole('region', { name: 'Location permission' }).evaluate((banner) => getComputedStyle(banner).display)).toBe('flex');
    });
  }

  test("the main landing of a first visit arrives whole: the quote form's fields and the featured plans", async ({ page }) => {
    await page.goto(at('localhost'));
    const form = page.getByRole('form', { name: 'Get a quote' });
    for (const label of ['Zip Code', 'Gender', 'Tier', 'Date of Birth']) await expect(form.getByLabel(label)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Featured Plans' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'More Info: CareBridge Limited Medical' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Plan categories' }).getByRole('link', { name: 'Dental' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
  });

  test("another page arrives with the host's header and a spinner where the page will be", async ({ page }) => {
    for (const path of ['/recommend-list']) {
      await page.goto(at('localhost', path));
      await expect(page.getByRole('banner').getByRole('link', { name: 'benefits@member-benefits.example.com' })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Starting the storefront' })).toBeAttached();
    }
  });

  test('a remembered location choice is rendered as the browser keeps it: no banner', async ({ page, context }) => {
    await context.addCookies([{ name: 'locationPermission', value: 'denied', url: at('localhost') }]);
    await page.goto(at('localhost'));
    await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
    await expect(page.getByText('Use your location to show plans near you?')).toHaveCount(0);
  });
});

/** Console errors and uncaught errors of the page (a hydration mismatch is reported as one). */
const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/** The cookies and storage a browser left: an enrollment a step's tests reopen. */
type Enrollment = Awaited<ReturnType<BrowserContext['storageState']>>;

/** An enrollment made in a browser of its own by `make` (a quote, a plan and a step: past 60 s on loaded cores). */
const enrollmentMadeBy = async (browser: Browser, make: (page: Page) => Promise<void>): Promise<Enrollment> => {
  test.slow();
  const context = await browser.newContext({ javaScriptEnabled: true });
  await make(await context.newPage());
  const made = await context.storageState();
  await context.close();
  return made;
};

/** A wizard step of `enrollment` opened in a browser of its own without JavaScript. */
const stepWithoutScripts = async (browser: Browser, enrollment: Enrollment, path: string) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: enrollment });
  const page = await context.newPage();
  await page.goto(at('localhost', path));
  return { context, page };
};

/**
 * Holds the page's built chunk `name` (`/assets/{name}-{hash}.js`) until `release`: a reload then
 * shows the server's page, not yet hydrated, once the chunk is `asked` for.
 */
const codeHeld = async (page: Page, name: string) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let ask = () => {};
  const asked = new Promise<void>((resolve) => (ask = resolve));
  await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), async (route) => {
    ask();
    await released;
    await route.continue();
  });
  return { asked, release };
};

/** A wizard step of `enrollment` opened with JavaScript: the HTML served, the page's errors and the reads matching `counted` it asks for. */
const stepHydrating = async (browser: Browser, enrollment: Enrollment, path: string, counted: RegExp) => {
  const context = await browser.newContext({ javaScriptEnabled: true, storageState: enrollment });
  const page = await context.newPage();
  const errors = errorsOf(page);
  const reads: string[] = [];
  page.on('request', (request) => void (counted.test(request.url()) && reads.push(request.url())));
  const served = await (await page.goto(at('localhost', path)))!.text();
  return { context, page, errors, reads, served };
};

/** A quote made in a browser of its own (the cookies it leaves are what the server's renders read), and the first card's price as the app showed it. */
const quotedCookies = async (browser: Browser) => {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await submitQuote(page);
  const firstCard = page.getByRole('article').first();
  // a card may show before its price: the cookies are read once it has one
  await expect(firstCard).toContainText(/\$[\d,]+\.\d\d \/ month/);
  const cookies = await context.cookies();
  const card = { name: await firstCard.getByRole('heading', { level: 3 }).innerText(), text: await firstCard.innerText() };
  await context.close();
  return { cookies, card };
};

test("/plans after a quote arrives whole: the quote's cards with their prices, without JavaScript", async ({ browser }) => {
  const { cookies, card } = await quotedCookies(browser);
  expect(card.text).toMatch(/\$[\d,]+\.\d\d \/ month/);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(at('localhost', '/plans'));
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  // the listing's card: the recommended strip below, the server's too, may show the same plan
  const sameCard = page.getByRole('article', { name: card.name }).first();
  await expect(sameCard).toBeVisible();
  expect(await sameCard.innerText()).toBe(card.text);
  // the listing and the page are the server's
  await expect(page.getByRole('status', { name: 'Loading plans' })).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
  await context.close();
});

test.describe('with JavaScript', () => {
  for (const [host] of hosts) {
    test(`the landing on ${host} hydrates without a mismatch and is interactive`, async ({ page }) => {
      const errors = errorsOf(page);
      // the document as the server sent it (Node does not resolve acme.localhost; the browser does)
      const served = await (await page.goto(at(host)))!.text();
      expect(served).toContain('Get a quote</h1>');
      expect(served).toContain('id="server-state"');
      // the hydrated banner answers; then the app takes over from the shell
      await page.getByRole('button', { name: 'Close the location banner' }).click();
      await expect(page.getByText('Use your location to show plans near you?')).toHaveCount(0);
      // closing is no choice: nothing is mirrored for the server's next render
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'locationPermission')).toBeUndefined();
      await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('the landing rendered whole hydrates into the session the server decided, and its quote works', async ({ page }) => {
    const errors = errorsOf(page);
    const served = await (await page.goto(at('localhost')))!.text();
    expect(served).toContain('aria-label="Get a quote"');
    // start-up's decision was made on the server: its writes are replayed here, its session cookie came with the page
    await expect.poll(() => stored(page, 'group_id')).not.toBeNull();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('session');
    await page.getByLabel('Zip Code').fill('10001');
    await page.getByLabel('Gender').selectOption('1');
    await page.getByLabel('Tier').selectOption('IO');
    await page.getByLabel('Date of Birth').pressSequentially('04121988');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/plans/);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('/plans rendered whole hydrates into its listing, asks for no plans again, and answers', async ({ page }) => {
    // the quote's own listing, read in the browser, has arrived before the count starts (the landing's cards are articles too)
    const listed = page.waitForResponse((response) => response.url().includes('/api/v1/get-filtered-plans'));
    await submitQuote(page);
    await listed;
    const errors = errorsOf(page);
    const listings: string[] = [];
    page.on('request', (request) => void (request.url().includes('/api/v1/get-filtered-plans') && listings.push(request.url())));
    const served = await (await page.reload())!.text();
    expect(served).toContain('/ month');
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    await first.getByRole('link', { name: /^More Info: / }).click();
    await expect(page).toHaveURL(/\/plan\/\d+\//);
    expect(listings).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a choice made in the browser reaches the next server render, and hydration still matches', async ({ page }) => {
    const errors = errorsOf(page);
    await page.goto(at('localhost'));
    await page.getByRole('button', { name: "Don't Allow" }).click();
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'locationPermission')?.value).toBe('denied');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
    await expect(page.getByText('Use your location to show plans near you?')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

// Plan detail and the cart rendered whole (src/ssr/*): their machines run on the server with the
// visitor's own calls, handed over as snapshots; their buttons wait for hydration (HydratedControls).
test.describe('plan detail and the cart rendered whole', () => {
  const PLAN = '/plan/121/BrightSmile%20Dental%20Basic';

  /** A quote with plan 121 in the cart, made in a browser of its own: its cookies, and the plan's price as the app showed it. */
  const cartCookies = async (browser: Browser) => {
    const context = await browser.newContext({ javaScriptEnabled: true });
    const page = await context.newPage();
    await submitQuote(page);
    await page.goto(at('localhost', PLAN));
    const add = page.getByRole('button', { name: 'Add to Cart: Member Only' });
    const price = (await add.locator('xpath=ancestor::li[1]').innerText()).match(/\$[\d,]+\.\d\d \/ month/)![0];
    await add.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('region', { name: 'Order Info' })).toBeVisible();
    const cookies = await context.cookies();
    await context.close();
    return { cookies, price };
  };

  test("without JavaScript: the plan's name and price, and the cart's plan", async ({ browser }) => {
    const { cookies, price } = await cartCookies(browser);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(at('localhost', PLAN));
    await expect(page.getByRole('heading', { level: 1, name: 'BrightSmile Dental Basic' })).toBeVisible();
    await expect(page.getByText(price).first()).toBeVisible();
    await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
    await page.goto(at('localhost', '/cart'));
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(page.getByText('BrightSmile Dental Basic').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Info' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading cart' })).toHaveCount(0);
    await context.close();
  });

  test('with JavaScript: each hydrates without a mismatch, reads nothing again, and answers', async ({ page }) => {
    await submitQuote(page);
    await expect(page.getByRole('article').first()).toBeVisible();
    const errors = errorsOf(page);
    const reads: string[] = [];
    page.on('request', (request) => void (/get-plan-detail|get-plan-pricing-detail|get-plan-cart/.test(request.url()) && reads.push(request.url())));
    const served = await (await page.goto(at('localhost', PLAN)))!.text();
    expect(served).toContain('/ month');
    await page.getByRole('button', { name: 'Add to Cart: Member Only' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('region', { name: 'Order Info' })).toBeVisible();
    // the plan's reads were the server's; the cart opened in the app read its own
    expect(reads.filter((url) => !url.includes('get-plan-cart'))).toEqual([]);
    reads.length = 0;
    const cart = await (await page.reload())!.text();
    expect(cart).toContain('BrightSmile Dental Basic');
    await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm your cart' })).toBeVisible();
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
  });
});

// A group host's landing and a rep's or group's landing on the main host, rendered whole: start-up,
// decided on the server, moves their URL (a group host's /home, the landing's own /); the server
// renders the page it moved to, and the browser makes the same move before it hydrates.
test.describe("a group's or rep's landing rendered whole", () => {
  /** The browser's calls of start-up's look-ups: the server made them already. */
  const startupCalls = (page: Page) => {
    const calls: string[] = [];
    page.on('request', (request) => void (/\/api\/v1\/(get-domainSite-infromation|validate-landing-page|get-default-info)/.test(request.url()) && calls.push(request.url())));
    return calls;
  };

  test("without JavaScript, acme.localhost and /jane arrive with their branding and content", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(at('acme.localhost'));
    await expect(page.getByRole('banner').getByRole('link', { name: 'benefits@acme-benefits.example.com' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Featured Plans' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
    await page.goto(at('localhost', '/jane'));
    await expect(page.getByRole('heading', { level: 2, name: 'Jane Doe' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Get a quote' }).getByLabel('Zip Code')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
    await context.close();
  });

  test("acme.localhost hydrates at /home with the group's session, asks start-up nothing again, and answers", async ({ page }) => {
    const errors = errorsOf(page);
    const calls = startupCalls(page);
    const served = await (await page.goto(at('acme.localhost')))!.text();
    expect(served).toContain('Featured Plans</h2>');
    await expect(page).toHaveURL(at('acme.localhost', '/home'));
    expect(await stored(page, 'group_id')).toBe('2556');
    const more = page.getByRole('link', { name: /^More Info: / }).first();
    await more.click();
    await expect(page).toHaveURL(/\/plan\/\d+\//);
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('/acme on the main host stores the landing with the page, and /jane hydrates as the rep\'s landing', async ({ page }) => {
    const errors = errorsOf(page);
    const calls = startupCalls(page);
    await page.goto(at('localhost', '/acme/home'));
    // stored once the app's code runs (fetched after the page is shown, src/app-code.ts): the
    // server's decision replayed before the app starts
    await expect.poll(() => stored(page, 'landing')).toBe('acme');
    await expect(page).toHaveURL(at('localhost', '/acme'));
    await page.goto(at('localhost', '/jane'));
    await expect.poll(() => stored(page, 'agent_id')).toBe('701');
    await expect(page.getByRole('heading', { level: 2, name: 'Jane Doe' })).toBeVisible();
    await page.getByLabel('Zip Code').fill('10001');
    await expect(page.getByLabel('Zip Code')).toHaveValue('10001');
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
  });
});

// The recommended strip under /plans and the cart (src/ssr/recommend-render.ts): its machine run on
// the server with the page's, every card in the HTML and the page's CSS choosing the window for the
// width, handed over so the browser asks for no recommendation again.
test.describe('the recommended strip', () => {
  const strip = (page: Page) => page.getByRole('region', { name: 'Recommended Plans' });

  test("without JavaScript: the quote's recommended plans are in /plans, as many side by side as the width holds", async ({ browser }) => {
    const { cookies } = await quotedCookies(browser);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 768, height: 900 } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(at('localhost', '/plans'));
    const plans = strip(page).getByRole('list', { name: 'Recommended plans' }).getByRole('listitem');
    // three columns from 768 px, the rest hidden by CSS until Next
    await expect(plans).toHaveCount(3);
    await expect(plans.first().getByText('Starting From')).toBeVisible();
    await expect(strip(page).getByRole('button', { name: 'Next recommended plans' })).toHaveAttribute('aria-disabled', 'false');
    await expect(page.getByRole('status', { name: 'Loading recommended plans' })).toHaveCount(0);
    await context.close();
  });

  test('with JavaScript: /plans hydrates its strip without a mismatch or a shift, reads no recommendation again, and Next and Previous move it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // the listing's strip reads its quote's recommendations: counted reads start once that one is answered
    const quoted = page.waitForResponse((response) => response.url().includes('/api/v1/recommendation/filter'));
    await submitQuote(page);
    await quoted;
    await expect(strip(page).getByRole('listitem').first()).toBeVisible();
    const errors = errorsOf(page);
    const reads: string[] = [];
    page.on('request', (request) => void (request.url().includes('/api/v1/recommendation/') && reads.push(request.url())));
    const served = await (await page.reload())!.text();
    expect(served).toContain('Recommended Plans</h2>');
    const plans = strip(page).getByRole('listitem');
    await expect(plans).toHaveCount(1);
    const first = await plans.first().getByRole('heading', { level: 3 }).innerText();
    const next = strip(page).getByRole('button', { name: 'Next recommended plans' });
    const previous = strip(page).getByRole('button', { name: 'Previous recommended plans' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.click();
    await expect(plans.first()).not.toContainText(first);
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    await previous.click();
    await expect(plans.first()).toContainText(first);
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 100);
        }),
    );
    expect(shifted).toBe(0);
    await strip(page).screenshot({ path: 'test-results/screens/recommended-strip-server-390.png' });
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
  });
});

// Every host and session (src/ssr/*, the mirrored quotation and Current Member flags): a group
// host's cart and a return visit to its landing render whole; a key pressed on the server's page
// before it hydrates is held and done once it has (src/ui/held-input.ts).
test.describe('every host and session', () => {
  /** A visitor of acme.localhost holding the seeded cart TECART02 (docs/demo-data.md), its cookies mirrored by one more page load. */
  const acmeCartCookies = async (browser: Browser) => {
    const context = await browser.newContext({ javaScriptEnabled: true });
    const page = await context.newPage();
    await holdSeededEnrollment(page, 'acme.localhost', 'TECART02');
    await page.goto(at('acme.localhost', '/cart'));
    await expect(page.getByRole('region', { name: 'Order Info' })).toBeVisible();
    const cookies = await context.cookies();
    await context.close();
    return cookies;
  };

  test('without JavaScript: acme.localhost/cart and a return visit to acme.localhost show their content', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(await acmeCartCookies(browser));
    const page = await context.newPage();
    await page.goto(at('acme.localhost', '/cart'));
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(page.getByText('ClearView Vision').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Personalized Quote' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screens/acme-cart-server-rendered.png', fullPage: true });
    await page.goto(at('acme.localhost', '/home'));
    await expect(page.getByRole('heading', { level: 2, name: 'Featured Plans' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart 3 items/ })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
    await context.close();
  });

  test('with JavaScript: the cart and the landing hydrate without a mismatch and read nothing again', async ({ page }) => {
    await holdSeededEnrollment(page, 'acme.localhost', 'TECART02');
    // one load for the cookies to mirror what was stored (the tempId was set behind the app's back)
    await page.goto(at('acme.localhost', '/home'));
    await expect(page.getByRole('link', { name: /^Cart 3 items/ })).toBeVisible();
    const errors = errorsOf(page);
    const reads: string[] = [];
    page.on('request', (request) => void (/\/api\/v1\/(get-plan-cart|get-domainSite-infromation|get-group-info-enroll|get-default-info|get-more-requirement)/.test(request.url()) && reads.push(request.url())));
    const landing = await (await page.reload())!.text();
    expect(landing).toContain('Featured Plans</h2>');
    await expect(page.getByRole('heading', { level: 2, name: 'Featured Plans' })).toBeVisible();
    const cart = await (await page.goto(at('acme.localhost', '/cart')))!.text();
    expect(cart).toContain('ClearView Vision');
    await page.getByRole('button', { name: 'Send Personalized Quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Send Personalized Quote' })).toBeVisible();
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a key pressed before hydration is not lost: Enter on Proceed to Enrollment opens its confirmation once hydrated', async ({ page }) => {
    await holdSeededEnrollment(page, 'acme.localhost', 'TECART02');
    await page.goto(at('acme.localhost', '/cart'));
    await expect(page.getByRole('region', { name: 'Order Info' })).toBeVisible();
    expect(await stored(page, 'tempId')).toBe('TECART02');
    const errors = errorsOf(page);
    // the cart's code waits until the key is pressed: the page is the server's, not hydrated yet
    const code = await codeHeld(page, 'CartPage');
    const served = await (await page.reload())!.text();
    expect(served).toContain('ClearView Vision');
    await code.asked;
    const proceed = page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' });
    await proceed.focus();
    await page.keyboard.press('Enter');
    // the page is busy for assistive technology meanwhile, and passes the accessibility checks
    await expect(page.locator('[aria-busy="true"]').filter({ has: proceed })).toHaveCount(1);
    await expectAccessible(page);
    await expect(page.getByRole('dialog', { name: 'Confirm your cart' })).toHaveCount(0);
    code.release();
    await expect(page.getByRole('dialog', { name: 'Confirm your cart' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a visitor who scrolled down before the page hydrated stays there, and a footer link then opens its page', async ({ page }) => {
    // one load for the cookies to mirror the session start-up stored: the reload is then hydrated
    await page.goto(at('localhost'));
    expect(await stored(page, 'group_id')).toBe('1000');
    const code = await codeHeld(page, 'AppRoot');
    await page.reload();
    await code.asked;
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Continue a saved enrollment' });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    code.release();
    await pageCodeStarted(page);
    // the strip is read once hydrated: the page's start is over, and the router's first render did not scroll to the top
    await expect(page.getByRole('list', { name: 'Recommended plans' })).toBeVisible();
    await expect(link).toBeInViewport();
    await link.click();
    await expect(page).toHaveURL(/\/continue-enrollment$/);
  });

  test("acme.localhost: Enter on the quote wizard's Next before its code has come is held, then checks the step; the page is not sent as a plain form", async ({ page }) => {
    await page.goto(at('acme.localhost'));
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    // the session stored and mirrored into the cookies once the page's code has run: the reload is then hydrated
    expect(await stored(page, 'group_id')).toBe('2556');
    const errors = errorsOf(page);
    // the wizard is a lazy part of the landing: it hydrates after the page around it
    const code = await codeHeld(page, 'QuoteWizard');
    const loads: string[] = [];
    page.on('request', (request) => void (request.isNavigationRequest() && request.frame() === page.mainFrame() && loads.push(request.url())));
    const served = await (await page.reload())!.text();
    expect(served.replaceAll('<!-- -->', '')).toContain('Step 1 of 6');
    await code.asked;
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[aria-busy="true"]').filter({ has: next })).toHaveCount(1);
    code.release();
    await expect(page.getByText('Field is required')).toBeVisible();
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    // the reload only: no plain form's GET after it
    expect(loads).toEqual([at('acme.localhost', '/home')]);
    expect(errors).toEqual([]);
  });

  test("/plans: Enter on the quote's Edit before the page's code has come is held, then opens the Edit popup", async ({ page }) => {
    await submitQuote(page);
    await expect(page.getByRole('article').first()).toBeVisible();
    const errors = errorsOf(page);
    const code = await codeHeld(page, 'PlansPage');
    const served = await (await page.reload())!.text();
    expect(served).toContain('/ month');
    await code.asked;
    const edit = page.getByRole('button', { name: 'Edit', exact: true });
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[aria-busy="true"]').filter({ has: edit })).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    code.release();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

// A wizard step of the visitor's own enrollment rendered whole (src/ssr/step-render.ts): the
// engine run on the server until its step has loaded its definitions and kept values, handed over
// with the step's machine inside, so hydration asks for neither again.
test.describe('a wizard step', () => {
  // one enrollment for both tests: making it is most of their time
  test.describe.configure({ mode: 'serial' });
  let enrollment: Enrollment;

  /** An enrollment whose Personal Information is saved, made in a browser of its own: its cookies and storage. */
  test.beforeAll(async ({ browser }) => {
    enrollment = await enrollmentMadeBy(browser, async (page) => {
      await startEnrollment(page);
      await fillPersonal(page, { first: 'Ximena', last: 'Okafor' });
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Information' })).toBeVisible();
    });
  });

  test('without JavaScript: the step arrives with its progress, heading, fields and kept values, the SSN masked', async ({ browser }) => {
    const { context, page } = await stepWithoutScripts(browser, enrollment, '/enrollment/personal-info');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Ximena');
    await expect(page.getByLabel('SSN')).toHaveValue('*****4321');
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
    await context.close();
  });

  test('with JavaScript: it hydrates without a mismatch, reads neither tabs nor step again, and typing and Next work', async ({ browser }) => {
    const { context, page, errors, reads, served } = await stepHydrating(browser, enrollment, '/enrollment/personal-info', /get-dynamic-tabs|get-form-fields-personal-info|get-ethnic-category/);
    expect(served).toContain('value="Ximena"');
    const first = page.getByLabel('First Name', { exact: true });
    // a click waits for hydration (HydratedControls): the field then takes what is typed
    await first.click();
    await first.fill('Ximena Rosa');
    await expect(first).toHaveValue('Ximena Rosa');
    expect(reads).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Information' })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('Review without JavaScript: each step\'s section with what it kept (the SSN masked) and the cart', async ({ browser }) => {
    const { context, page } = await stepWithoutScripts(browser, enrollment, '/enrollment/review-confirm');
    await expect(page.getByRole('heading', { level: 1, name: 'Review & Confirmation' })).toBeVisible();
    // (the test before saved the first name as 'Ximena Rosa')
    const personal = page.getByRole('region', { name: 'Personal Info', exact: true });
    await expect(personal.getByText(/^Ximena/)).toBeVisible();
    await expect(personal.getByText('***-**-4321')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Cart summary' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Additional Notes' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
    await context.close();
  });

  test('Review with JavaScript: it hydrates without a mismatch, reads neither the tabs, the cart, the notes nor the sections again, and Next submits', async ({ browser }) => {
    const { context, page, errors, reads, served } = await stepHydrating(browser, enrollment, '/enrollment/review-confirm', /get-dynamic-tabs|get-plan-cart|get-enrollment-temp-info|get-form-fields/);
    expect(served).toContain('What you entered');
    const notes = page.getByRole('textbox', { name: 'Additional Notes' });
    // a click waits for hydration (HydratedControls): the field then takes what is typed
    await notes.click();
    await notes.fill('Call after 5');
    await expect(notes).toHaveValue('Call after 5');
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
    // the enrollment is not whole yet: the server's submit check names the steps still to do (its
    // 422 is the console's one line then)
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your enrollment cannot be submitted yet' })).toBeVisible();
    await expect(notes).toHaveValue('Call after 5');
    await context.close();
  });
});

// Beneficiary Information rendered whole: the kept list with its total (SSNs masked), the add form
// while the total is under 100; hydration reads neither the form's definitions, the relationships
// nor the list again.
test.describe('Beneficiary Information', () => {
  test.describe.configure({ mode: 'serial' });
  let enrollment: Enrollment;

  /** A term life plan's enrollment whose list (Luis, 100%) is saved, made in a browser of its own. */
  test.beforeAll(async ({ browser }) => {
    enrollment = await enrollmentMadeBy(browser, async (page) => {
      await submitQuote(page);
      await addTermLifeAndProceed(page);
      await page.goto(at('localhost', '/enrollment/beneficiary-info'));
      const add = page.getByRole('form', { name: 'Add Beneficiary' });
      await fillBeneficiary(add, { first: 'Luis', last: 'Reyes', dob: '06141983', ssn: '987654321', relationship: 'Spouse', percentage: '100' });
      await add.getByRole('button', { name: 'Add Beneficiary' }).click();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page).toHaveURL(/\/enrollment\/agreement-signature$/);
    });
  });

  test('without JavaScript: the kept list with its total, the SSN masked', async ({ browser }) => {
    const { context, page } = await stepWithoutScripts(browser, enrollment, '/enrollment/beneficiary-info');
    await expect(page.getByRole('heading', { level: 1, name: 'Beneficiary Information' })).toBeVisible();
    const listed = page.getByRole('list', { name: 'Added beneficiaries' });
    await expect(listed.getByRole('heading', { name: 'Beneficiary 1: Luis Reyes' })).toBeVisible();
    await expect(listed).toContainText('***-**-4321');
    await expect(page.getByText('Total Beneficiary Percentage: 100%')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
    await context.close();
  });

  test('with JavaScript: it hydrates without a mismatch and reads nothing again; Delete, Add and Next save the new list', async ({ browser }) => {
    const { context, page, errors, reads, served } = await stepHydrating(browser, enrollment, '/enrollment/beneficiary-info', /get-dynamic-tabs|get-form-fields-beneficiary-info|get-beneficiary-relationships|get-enrollment-temp-info/);
    expect(served).toContain('Luis Reyes');
    // a click waits for hydration (HydratedControls)
    await page.getByRole('button', { name: 'Delete Beneficiary 1: Luis Reyes' }).click();
    await expect(page.getByText('Total Beneficiary Percentage: 0%')).toBeVisible();
    expect(reads).toEqual([]);
    const add = page.getByRole('form', { name: 'Add Beneficiary' });
    await fillBeneficiary(add, { first: 'Sofia', last: 'Reyes', dob: '09022012', ssn: '876543219', relationship: 'Child', percentage: '100' });
    await add.getByRole('button', { name: 'Add Beneficiary' }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\/enrollment\/agreement-signature$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Primary Health Questions rendered whole: the questions with the kept answers and notes; hydration
// reads neither the tabs nor the questions again.
test.describe('Primary Health Questions', () => {
  test.describe.configure({ mode: 'serial' });
  let enrollment: Enrollment;
  const answerAllNo = async (page: Page) => {
    for (const group of await page.getByRole('radiogroup').all()) await group.getByText('No', { exact: true }).click();
  };

  /** A plan with health questions whose answers (every one No) and notes are saved, made in a browser of its own. */
  test.beforeAll(async ({ browser }) => {
    enrollment = await enrollmentMadeBy(browser, async (page) => {
      await submitQuote(page);
      await addCriticalCareAndProceed(page);
      await page.goto(at('localhost', '/enrollment/health-questions'));
      await answerAllNo(page);
      await page.getByRole('textbox', { name: 'Additional Notes' }).fill('Seen yearly');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page).not.toHaveURL(/\/enrollment\/health-questions$/);
    });
  });

  test('without JavaScript: the questions with the kept answers and notes', async ({ browser }) => {
    const { context, page } = await stepWithoutScripts(browser, enrollment, '/enrollment/health-questions');
    await expect(page.getByRole('heading', { level: 1, name: 'Primary Health Questions' })).toBeVisible();
    await expect(page.getByRole('region', { name: /heart disease/ }).getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Additional Notes' })).toHaveValue('Seen yearly');
    await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
    await context.close();
  });

  test('with JavaScript: it hydrates without a mismatch, reads nothing again, and an answer changed is saved', async ({ browser }) => {
    const { context, page, errors, reads, served } = await stepHydrating(browser, enrollment, '/enrollment/health-questions', /get-dynamic-tabs|get-health-questions/);
    expect(served).toContain('Seen yearly');
    const notes = page.getByRole('textbox', { name: 'Additional Notes' });
    // a click waits for hydration (HydratedControls)
    await notes.click();
    await notes.fill('Seen twice a year');
    expect(reads).toEqual([]);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).not.toHaveURL(/\/enrollment\/health-questions$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Agreement & Signature rendered whole: the texts with the kept agreement checked and the signature
// frame (the pad's drawing starts with the browser's code); hydration reads neither the texts, the
// fields nor the kept agreement again.
test.describe('Agreement & Signature', () => {
  test.describe.configure({ mode: 'serial' });
  let enrollment: Enrollment;

  /** A dental enrollment whose agreement (both texts, a drawn signature) is saved, made in a browser of its own. */
  test.beforeAll(async ({ browser }) => {
    enrollment = await enrollmentMadeBy(browser, async (page) => {
      await startEnrollment(page);
      await page.goto(at('localhost', '/enrollment/agreement-signature'));
      await completeAgreement(page);
    });
  });

  test('without JavaScript: the texts with the kept agreement checked and the signature frame', async ({ browser }) => {
    const { context, page } = await stepWithoutScripts(browser, enrollment, '/enrollment/agreement-signature');
    await expect(page.getByRole('heading', { level: 1, name: 'Agreement & Signature' })).toBeVisible();
    const form = agreementForm(page);
    await expect(form.getByRole('heading', { level: 2, name: 'Authorization' })).toBeVisible();
    for (const box of await form.getByRole('checkbox').all()) await expect(box).toBeChecked();
    await expect(signaturePad(page)).toBeVisible();
    await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
    await context.close();
  });

  test('with JavaScript: it hydrates without a mismatch, reads nothing again, and Next saves the kept agreement', async ({ browser }) => {
    const { context, page, errors, reads, served } = await stepHydrating(browser, enrollment, '/enrollment/agreement-signature', /get-dynamic-tabs|get-agreement-texts|get-form-fields-agreement-info|get-enrollment-temp-info/);
    expect(served).toContain('I have read and agree to the Authorization');
    const authorization = agreementForm(page).getByRole('checkbox').first();
    // a click waits for hydration (HydratedControls): the box then unchecks and checks again
    await agree(page, 'Authorization');
    await expect(authorization).not.toBeChecked();
    await agree(page, 'Authorization');
    await expect(authorization).toBeChecked();
    expect(reads).toEqual([]);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).not.toHaveURL(/\/enrollment\/agreement-signature$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Billing Information rendered whole: the payment type and the card form with the kept name,
// expiry and address, never a card number or security code (neither is kept); hydration reads
// neither the method, the fields, the kept details, the cards nor the states again.
test.describe('Billing Information', () => {
  test.describe.configure({ mode: 'serial' });
  let enrollment: Enrollment;

  /** A dental enrollment paid by a new card (Ana Reyes, 12 Park Avenue), made in a browser of its own. */
  test.beforeAll(async ({ browser }) => {
    enrollment = await enrollmentMadeBy(browser, async (page) => {
      await startEnrollment(page);
      await page.goto(at('localhost', '/enrollment/billing-information'));
      await fillNewCard(page, { physicalAddress: false });
      await fillBillingEmail(page);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page).not.toHaveURL(/\/enrollment\/billing-information$/);
    });
  });

  test('without JavaScript: the card form with the kept name and address, the card number and security code empty', async ({ browser }) => {
    const { context, page } = await stepWithoutScripts(browser, enrollment, '/enrollment/billing-information');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing Information' })).toBeVisible();
    const form = billingForm(page);
    await expect(form.getByLabel('First Name on Card')).toHaveValue('Ana');
    await expect(form.getByLabel('Billing Address', { exact: true })).toHaveValue('12 Park Avenue');
    await expect(form.getByLabel('State')).toHaveValue('NY');
    await expect(form.getByLabel('Card Number')).toHaveValue('');
    await expect(form.getByLabel('Security Code')).toHaveValue('');
    await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
    await context.close();
  });

  test('with JavaScript: it hydrates without a mismatch, reads nothing again, and the card typed again saves', async ({ browser }) => {
    const { context, page, errors, reads, served } = await stepHydrating(
      browser,
      enrollment,
      '/enrollment/billing-information',
      /get-dynamic-tabs|get-payment-method|get-form-fields-billing-info|get-enrollment-temp-info|get-existing-card-info|get-states/,
    );
    expect(served).toContain('value="12 Park Avenue"');
    expect(served).not.toContain(TEST_CARD.number.replaceAll(' ', ''));
    const form = billingForm(page);
    // a click waits for hydration (HydratedControls)
    await form.getByLabel('Card Number').click();
    await form.getByLabel('Card Number').fill(TEST_CARD.number);
    await form.getByLabel('Security Code').fill(TEST_CARD.securityCode);
    await expect(form.getByLabel('First Name on Card')).toHaveValue('Ana');
    expect(reads).toEqual([]);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).not.toHaveURL(/\/enrollment\/billing-information$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Dependent Information rendered whole: the tier's heading and the kept list (the health questions
// per dependent only as the API answers the reader); hydration reads neither the tier, the fields,
// whether and which health questions are asked, nor the list again.
test.describe('Dependent Information', () => {
  test.describe.configure({ mode: 'serial' });
  let enrollment: Enrollment;

  /** A dental quote for Member + Spouse whose spouse (Luis) is listed and saved, made in a browser of its own. */
  test.beforeAll(async ({ browser }) => {
    enrollment = await enrollmentMadeBy(browser, async (page) => {
      await submitQuote(page, '/', 'IS');
      await page.goto(at('localhost', '/plan/121/BrightSmile%20Dental%20Basic'));
      await page.getByRole('button', { name: /^Add to Cart: / }).first().click();
      await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
      await page.getByRole('dialog', { name: 'Confirm your cart' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
      await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
      await page.goto(at('localhost', '/enrollment/dependent-information'));
      await addDependent(page, spouseLuis);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page).not.toHaveURL(/\/enrollment\/dependent-information$/);
    });
  });

  test('without JavaScript: the tier\'s heading and the kept list', async ({ browser }) => {
    const { context, page } = await stepWithoutScripts(browser, enrollment, '/enrollment/dependent-information');
    await expect(page.getByRole('heading', { level: 1, name: 'Dependent Information' })).toBeVisible();
    await expect(dependentsList(page).getByRole('listitem')).toHaveText([/Spouse#1 Luis Reyes/]);
    await expect(page.getByText('You can proceed further clicking next button')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
    await context.close();
  });

  test('with JavaScript: it hydrates without a mismatch and reads nothing again; Delete, Add and Next save the new list', async ({ browser }) => {
    const { context, page, errors, reads, served } = await stepHydrating(
      browser,
      enrollment,
      '/enrollment/dependent-information',
      // get-more-requirement: the step's premier rule, and the chrome's tier labels on every page
      /get-dynamic-tabs|get-enrollment-temp-info|get-form-fields-dependent-primary-info|check-tab-required|get-health-questions-dependent-info|get-more-requirement/,
    );
    expect(served).toContain('Luis');
    // a click waits for hydration (HydratedControls)
    await dependentsList(page).getByRole('button', { name: /^Delete Spouse#1/ }).click();
    await expect(addDependentForm(page, 1)).toBeVisible();
    expect(reads).toEqual([]);
    await addDependent(page, spouseLuis);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).not.toHaveURL(/\/enrollment\/dependent-information$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
