import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, problems, test } from './support/fixtures';
import { publicRoutes, unknownPath } from './support/routes';

/** The fixed top navigation (docs/product.md, The shared layout), in order. */
const navItems = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Testimonials', href: '/testimonials' },
  { label: 'Contact', href: '/contact' },
];

/** The h1 each page of the main navigation shows (from the shared route list). */
function headingOf(path: string) {
  const route = publicRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route case for ${path}`);
  return route.heading;
}

/** The header's links of the given navigation: the current one is bold and carries aria-current="page". */
async function expectCurrent(nav: Locator, currentLabel: string) {
  for (const item of navItems) {
    const link = nav.getByRole('link', { name: item.label, exact: true });
    const weight = await link.evaluate((element) => getComputedStyle(element).fontWeight);
    if (item.label === currentLabel) {
      await expect(link).toHaveAttribute('aria-current', 'page');
      expect(weight, `${item.label} is bold`).toBe('700');
    } else {
      await expect(link).not.toHaveAttribute('aria-current', 'page');
      expect(Number(weight), `${item.label} is not bold`).toBeLessThan(700);
    }
  }
}

test.describe('main navigation', () => {
  test('desktop: every page is one click away, and the current one is bold', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(navItems.map((item) => item.label));
    await expectCurrent(nav, 'Home');
    // No menu button on wide screens: the links themselves are there.
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();

    // Client-side navigation: the page is never reloaded.
    await page.evaluate(() => {
      (window as unknown as { e2eMarker: boolean }).e2eMarker = true;
    });
    for (const item of [...navItems.slice(1), navItems[0]!]) {
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.href === '/' ? '/' : item.href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(item.href));
      await expectCurrent(nav, item.label);
    }
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: boolean }).e2eMarker)).toBe(true);
  });

  // Every element of the page's first two sections (its header and its own content, the map further down
  // loads when near), with the computed styles that show whether its style sheets are there.
  const mainStyles = (page: Page) =>
    page.locator('main').evaluate((main) =>
      [...main.querySelectorAll(':scope > :nth-child(-n+2), :scope > :nth-child(-n+2) *')].map((element) => {
        const style = getComputedStyle(element);
        return `${element.localName}: ${style.display} ${style.fontSize} ${style.padding} ${style.color} ${style.backgroundColor} ${style.gridTemplateColumns}`;
      }),
    );

  for (const path of ['/contact', '/gallery']) {
    test(`${path} reached by a client-side navigation is styled as when it is loaded itself`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoHydrated(page, path);
      const served = await mainStyles(page);
      // From the home page, whose own style sheets do not hold the page's: its chunks bring them.
      await gotoHydrated(page, '/');
      const label = navItems.find((item) => item.href === path)?.label ?? path;
      await page.getByRole('banner').getByRole('link', { name: label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(path));
      // Polled: the page's islands (its form) render once their code is there.
      await expect.poll(() => mainStyles(page)).toEqual(served);
    });
  }

  test('a prerendered page already marks its link as current before any script runs', async ({ request }) => {
    const html = await (await request.get('/testimonials')).text();
    const header = /<header\b.*?<\/header>/s.exec(html)?.[0] ?? '';
    const current = [...header.matchAll(/<a\b[^>]*aria-current="page"[^>]*>(.*?)<\/a>/g)].map((match) => match[1]);
    expect(current).toEqual(['Testimonials']);
  });

  test('phone (390px): the menu opens a drawer with the pages, the current one bold; a link closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/about');
    // The desktop links are hidden; one 'Menu' button stands in for them.
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const drawerNav = drawer.getByRole('navigation', { name: 'Main' });
    await expect(drawerNav.getByRole('link')).toHaveText(navItems.map((item) => item.label));
    await expectCurrent(drawerNav, 'About');
    await expect(drawer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(drawer.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book-now');

    // Escape closes it and focus returns to the button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // Following a link navigates and closes the drawer; the new page is the current one.
    await menuButton.click();
    await drawer.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    // The page's own heading: until the drawer has closed, its 'Menu' heading is a second one (and a locator that
    // finds two fails at once, with no retry: seen with a busy loop beside the suite).
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(headingOf('/services'));
    await expect(drawer).toBeHidden();
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expectCurrent(drawer.getByRole('navigation', { name: 'Main' }), 'Services');
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });

  test('phone: the drawer code is not part of the first load; it arrives when the menu opens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /SiteHeaderDrawer/.test(path))).toBe(false);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(scripts.some((path) => /SiteHeaderDrawer/.test(path))).toBe(true);
  });
});

test.describe('header auth state', () => {
  test('signed out: after the session is known, "Sign In" leads to /auth', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/');
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('banner').getByRole('button', { name: /Sign Out/ })).toHaveCount(0);
  });

  test('prerendered: no auth control is shown while the session loads (its place is kept)', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const header = /<header\b.*?<\/header>/s.exec(html)?.[0] ?? '';
    expect(header).not.toContain('Sign Out');
    // The 'Sign In' link is there, invisible, keeping its place in the bar.
    expect(header).toMatch(/<a\b[^>]*href="\/auth"/);
  });

  test('signed in as an admin: the name, "Admin" and "Sign Out"; signing out brings "Sign In" back', async ({
    page,
    request,
    env,
  }) => {
    const response = await request.post(`${env.supabaseUrl}/auth/v1/token?grant_type=password`, {
      headers: { apikey: env.anonKey },
      data: { email: env.admin.email, password: env.admin.password },
    });
    expect(response.ok()).toBe(true);
    const session = await response.json();
    session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
    // supabase-js keeps the session in local storage under sb-<first label of the host>-auth-token.
    const storageKey = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`;
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('e2e-session-seeded')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('e2e-session-seeded', 'yes');
        }
      },
      [storageKey, JSON.stringify(session)] as const,
    );

    // The header names the user by their full name, or by their e-mail when they gave none.
    const shownName: string = session.user?.user_metadata?.full_name || env.admin.email;

    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/');
    const banner = page.getByRole('banner');
    const account = banner.getByRole('button', { name: shownName });
    await expect(account).toBeVisible({ timeout: 15_000 });
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await account.click();
    const menu = page.getByRole('menu', { name: shownName });
    await expect(menu.getByRole('menuitem', { name: 'My account' })).toHaveAttribute('href', '/account');
    await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('the copyright line shows the current year, in the served HTML and after hydration', async ({
    page,
    request,
  }) => {
    const line = `© ${new Date().getFullYear()} SparkleClean Dubai. All rights reserved.`;
    const footer = /<footer\b.*?<\/footer>/s.exec(await (await request.get('/about')).text())?.[0] ?? '';
    expect(footer.replace(/<[^>]+>/g, '')).toContain(line);
    await gotoHydrated(page, '/about');
    await expect(page.getByRole('contentinfo').getByText(line)).toBeVisible();
  });

  test('a page built in an earlier year shows the visitor’s current year once hydrated, without errors', async ({
    page,
    consoleMessages,
  }) => {
    const later = new Date().getFullYear() + 3;
    await page.clock.setFixedTime(new Date(`${later}-06-15T10:00:00+04:00`));
    await gotoHydrated(page, '/');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${later} SparkleClean Dubai. All rights reserved.`);
    expect(problems(consoleMessages)).toEqual([]);
  });

  test('the footer holds the quick links and the contact block', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' });
    await expect(quickLinks.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book-now');
    await expect(quickLinks.getByRole('link', { name: 'Grease Trap Cleaning Dubai' })).toHaveAttribute(
      'href',
      '/grease-trap-cleaning-dubai',
    );
    await expect(footer.getByRole('link', { name: /\+971 50 000 0000/ })).toHaveAttribute('href', 'tel:+971500000000');
    await expect(footer.getByRole('link', { name: /info@sparklecleandubai\.example/ })).toHaveAttribute(
      'href',
      'mailto:info@sparklecleandubai.example',
    );
    await expect(footer.getByRole('link', { name: /www\.sparklecleandubai\.example/ })).toHaveAttribute(
      'href',
      'https://www.sparklecleandubai.example',
    );
    await expect(footer).toContainText('Business Bay, Dubai, United Arab Emirates');
  });
});

test.describe('404', () => {
  test('an unknown path shows "Oops! Page not found" inside the site layout and logs the path', async ({
    page,
    consoleMessages,
  }) => {
    const response = await gotoHydrated(page, unknownPath);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    // The shared layout: header with the navigation (nothing current), footer.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('header [aria-current="page"]')).toHaveCount(0);
    await expect
      .poll(() => consoleMessages.filter((message) => message.type === 'warning').map((message) => message.text))
      .toEqual([`404 Not Found: no page at ${unknownPath}`]);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/'));
  });

  test('a client-side navigation to an unknown path logs it as well', async ({ page, consoleMessages }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => {
      history.pushState({}, '', '/no-such-page');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect
      .poll(() => consoleMessages.some((message) => message.text === '404 Not Found: no page at /no-such-page'))
      .toBe(true);
  });
});
