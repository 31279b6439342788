import { expect, test, type Page } from '@playwright/test';
import { arriveAsJane, at, expectAccessible, openThroughAcme, signInAsEnroller, stored } from './support.ts';

// Shared chrome (spec 1 §2): header, category menu, About modal, mobile menu, footer, branding.
test('the header shows the site contact, the cart badge and the category menu', async ({ page }) => {
  await page.goto(at('localhost'));
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'benefits@member-benefits.example.com' })).toBeVisible();
  await expect(header.getByRole('link', { name: '(800) 555-0100' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Cart 0 items $0.00' })).toBeVisible();
  await expect(header.getByRole('navigation', { name: 'Plan categories' }).getByRole('link')).toHaveCount(13);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
});

test('a category of the menu lists its plans without a quote, offering one', async ({ page }) => {
  await page.goto(at('localhost'));
  await page.getByRole('banner').getByRole('link', { name: 'Dental', exact: true }).click();
  await expect(page).toHaveURL(/\/plans\?type=dental$/);
  await expect(page.getByRole('region', { name: 'Dental' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vision' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Get a Quote' })).toBeVisible();
  expect(await stored(page, 'tempId')).toBeNull();
  await expectAccessible(page);
});

test('the About modal shows the site’s display name and bio', async ({ page }) => {
  await page.goto(at('localhost', '/jane'));
  await page.getByRole('button', { name: 'About' }).click();
  const about = page.getByRole('dialog');
  await expect(about.getByRole('heading', { name: 'Jane Doe' })).toBeVisible();
  await expectAccessible(page);
  await about.getByRole('button', { name: 'Close' }).click();
  await expect(about).toBeHidden();
});

test('on a phone the categories sit behind the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at('localhost'));
  await expect(page.getByRole('navigation', { name: 'Plan categories', exact: true })).toBeHidden();
  // the cart link shows and is named by its figures only; the logo keeps its size beside it
  const header = page.getByRole('banner');
  const cart = header.getByRole('link', { name: 'Cart 0 $0.00' });
  await expect(cart).toBeVisible();
  const logo = await header.getByRole('link', { name: 'Member Benefits Association home' }).boundingBox();
  expect(logo?.width).toBeGreaterThanOrEqual(48);
  expect(logo!.x + logo!.width).toBeLessThanOrEqual((await cart.boundingBox())!.x);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Plan categories (mobile)' }).getByRole('link', { name: 'Term Life' })).toBeVisible();
  await expectAccessible(page);
});

// issue 28: a rep's header at 390 px cut the Menu button at the window's edge ('Men…')
test("on a phone every control of a rep's header lies inside the window; Rep Home sits in the menu", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await arriveAsJane(page);
  const header = page.getByRole('banner');
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
    const boxes = await header.locator('a:visible, button:visible').evaluateAll((controls) =>
      controls.map((control) => ({ name: control.textContent, left: control.getBoundingClientRect().left, right: control.getBoundingClientRect().right })),
    );
    expect(boxes.filter((box) => box.left < 0 || box.right > width)).toEqual([]);
  }
  await header.getByRole('button', { name: 'Menu' }).click();
  // the drawer holds more than the categories: it is the Menu
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Rep Home' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Jane Doe' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
});

test.describe('on an Apple device', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15' });
  test('the footer shows no Play-store badge', async ({ page }) => {
    await page.goto(at('localhost'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Get it on Google Play' })).toHaveCount(0);
  });
});

test('elsewhere the footer shows both store badges', async ({ page }) => {
  await page.goto(at('localhost'));
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
});

test('the how-to videos open in the video modal', async ({ page }) => {
  await page.goto(at('localhost'));
  const footer = page.getByRole('contentinfo');
  for (const [column, title, src] of [
    ['EMPLOYEE/MEMBERS', 'How to Enroll Video', 'https://videos.benefits.example/how-to-enroll'],
    ['EMPLOYER/GROUPS', 'How to Video', 'https://videos.benefits.example/groups'],
  ] as const) {
    await footer.getByRole('navigation', { name: column }).getByRole('button', { name: title }).click();
    const modal = page.getByRole('dialog', { name: title });
    await expect(modal).toBeVisible();
    await expect(modal.locator('video')).toHaveAttribute('src', src);
    await expect(modal.getByRole('link', { name: 'Open the video in a new tab' })).toHaveAttribute('href', src);
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toHaveCount(0);
  }
});

// The server's render hands the branding over (issue 25); a page sent as built (a render that
// failed or took too long) reads it once and keeps it in the browser's cache for the reload.
test('the browser asks for the branding at most once across a reload', async ({ page }) => {
  const brandingCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('get-external-site-dynamic-information')) brandingCalls.push(request.url());
  });
  await page.goto(at('localhost'));
  await expect(page.getByRole('heading', { name: 'Get a quote' })).toBeVisible();
  expect(brandingCalls.length).toBeLessThanOrEqual(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Get a quote' })).toBeVisible();
  expect(brandingCalls.length).toBeLessThanOrEqual(1);
});

test('an external site by name opens /home; an unknown one is not found', async ({ page }) => {
  await page.goto(at('localhost', '/external?site=goenroll'));
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Get a quote' })).toBeVisible();
  expect(await stored(page, 'group_id')).toBe('1000');
  await page.goto(at('localhost', '/external?site=nowhere'));
  await expect(page.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();
});

// issue 15 item 2: get-goenroll-footer-plan names the plan the footer links to (spec 1 §7)
for (const [viewport, size] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
  test(`on a ${viewport}, the footer links to the server's footer plan, under the visitor's landing, and opens its plan page`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(at('localhost', '/jane'));
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Featured plan: Association Membership');
    await footer.scrollIntoViewIfNeeded();
    await footer.screenshot({ path: test.info().outputPath(`footer-${viewport}.png`) });
    await expectAccessible(page);
    await footer.getByRole('link', { name: 'Association Membership' }).click();
    await expect(page).toHaveURL(/\/jane\/plan\/161\/Association%20Membership$/);
    // the plan page as any plan opened without a quote: its details popup first
    const popup = page.getByRole('dialog', { name: 'Enter your details' });
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Association Membership' })).toBeVisible();
  });
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 1440, height: 900 }]) {
  test(`at ${viewport.width} px the header keeps its height when the category menu arrives`, async ({ page }) => {
    await page.setViewportSize(viewport);
    let release = () => {};
    const menuHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/get-common-menu?**', async (route) => {
      await menuHeld;
      await route.continue();
    });
    await page.goto(at('localhost'));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Member Benefits Association home' })).toBeVisible();
    const before = await header.boundingBox();
    release();
    await expect(header.getByRole('navigation', { name: 'Plan categories' }).getByRole('link')).toHaveCount(13);
    expect((await header.boundingBox())?.height).toBe(before?.height);
  });
}

/**
 * Where the header's controls lie at `width`: any outside the window or wrapped onto a second line
 * (its text's lines do not overlap), how wide the page is and how many lines the categories take.
 */
const headerLayout = (page: Page, width: number) =>
  page.getByRole('banner').evaluate((header, width) => {
    const lines = (control: Element) => {
      const boxes: DOMRect[] = [];
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      while (walker.nextNode()) {
        if (!walker.currentNode.textContent?.trim()) continue;
        range.selectNodeContents(walker.currentNode);
        boxes.push(...[...range.getClientRects()].filter((box) => box.width > 0));
      }
      boxes.sort((a, b) => a.top - b.top);
      return boxes.filter((box, index) => index === 0 || box.top >= boxes[index - 1]!.bottom - 1).length;
    };
    const controls = [...header.querySelectorAll('a, button')].filter((control) => control.getClientRects().length > 0);
    const named = (control: Element) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
    return {
      controls: controls.map(named),
      outside: controls.filter((control) => control.getBoundingClientRect().left < 0 || control.getBoundingClientRect().right > width).map(named),
      wrapped: controls.filter((control) => lines(control) > 1).map(named),
      categoryLines: new Set([...header.querySelectorAll('nav[aria-label="Plan categories"] a')].filter((link) => link.getClientRects().length > 0).map((link) => Math.round(link.getBoundingClientRect().top))).size,
      pageWidth: document.documentElement.scrollWidth,
    };
  }, width);

// issue fixes3: the header at a tablet's and a laptop's widths with every control it can show
for (const [who, signIn, controls] of [
  ['a rep', arriveAsJane, ['Rep Home']],
  [
    "a group's administrator",
    async (page: Page) => {
      await openThroughAcme(page, 'group-home');
      await page.getByRole('button', { name: 'Current Member' }).click();
      await signInAsEnroller(page, 'hr@acme-benefits.example.com');
    },
    ['About', 'Group Home'],
  ],
] as const) {
  test(`at 768, 1024 and 1280 px every control of ${who}'s header lies inside the window, each on one line`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    const header = page.getByRole('banner');
    for (const name of controls) await expect(header.getByRole('link', { name }).or(header.getByRole('button', { name }))).toBeVisible();
    const layouts: Record<number, Awaited<ReturnType<typeof headerLayout>>> = {};
    for (const width of [768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(header.getByRole('link', { name: /^Cart / })).toBeVisible();
      layouts[width] = await headerLayout(page, width);
      await header.screenshot({ path: test.info().outputPath(`header-${width}.png`) });
    }
    for (const [width, layout] of Object.entries(layouts)) {
      // below lg the role home and About sit in the Menu, as on a phone
      const shown = Number(width) < 1024 ? ['Rep Dashboard', 'Menu'] : [...controls, 'Rep Dashboard'];
      expect(layout.controls, `${width} px`).toEqual(expect.arrayContaining(shown));
      expect(layout, `${width} px`).toMatchObject({ outside: [], wrapped: [], pageWidth: Number(width) });
      // the categories show from xl, in two lines at most (the bar's height without them)
      expect(layout.categoryLines, `${width} px`).toBe(Number(width) < 1280 ? 0 : 2);
    }
  });
}
