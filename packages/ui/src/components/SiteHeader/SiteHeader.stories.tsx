import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { arBrandName, arHeaderLabels, arNavItems } from '../private/arabicStoryTexts';
import { withStoryLinks } from '../private/storyLinks';
import { SiteHeader } from './SiteHeader';

const meta = {
  title: 'Sections/SiteHeader',
  component: SiteHeader,
  decorators: [withStoryLinks],
  parameters: { layout: 'fullscreen' },
  args: { brandName: 'SparkleClean Dubai', currentPath: '/', session: null, onSignOut: fn() },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The header as the phone sees it: it collapses by its own width, so a 390px frame is enough. */
const phoneFrame: NonNullable<Story['decorators']> = [
  (Story) => (
    <div style={{ inlineSize: 390, minBlockSize: 200 }}>
      <Story />
    </div>
  ),
];

export const SignedOut: Story = {
  args: { currentPath: '/about' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const about = within(nav).getByRole('link', { name: 'About' });
    await expect(about).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(about).fontWeight).toBe('700');
    const home = within(nav).getByRole('link', { name: 'Home' });
    await expect(home).not.toHaveAttribute('aria-current');
    await expect(Number(getComputedStyle(home).fontWeight)).toBeLessThan(700);
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About', 'Services', 'Gallery', 'Testimonials', 'Contact']);
    await expect(canvas.getByRole('link', { name: 'SparkleClean Dubai' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(canvas.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book-now');
    // Wide screens show the links themselves, not the menu button.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const SubPageIsCurrent: Story = {
  args: { currentPath: '/services/' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const SignedInUser: Story = {
  args: { session: { name: 'Fatima Al Mansoori', isAdmin: false } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('link', { name: 'Sign In' })).toBeNull();
    // The account menu's code loads once someone is signed in.
    const account = await canvas.findByRole('button', { name: 'Fatima Al Mansoori' });
    await userEvent.click(account);
    const menu = await canvas.findByRole('menu', { name: 'Fatima Al Mansoori' });
    await expect(within(menu).getByRole('menuitem', { name: 'My account' })).toHaveAttribute('href', '/account');
    await expect(within(menu).queryByRole('menuitem', { name: 'Admin' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const SignedInAdmin: Story = {
  args: { session: { name: 'Omar Haddad', isAdmin: true }, currentPath: '/contact' },
  play: async ({ canvas, userEvent }) => {
    const account = await canvas.findByRole('button', { name: 'Omar Haddad' });
    // Keyboard: the menu opens on Enter with the first item active, the arrows move on; Escape closes it again.
    account.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu', { name: 'Omar Haddad' });
    const own = within(menu).getByRole('menuitem', { name: 'My account' });
    await waitFor(() => expect(own).toHaveFocus());
    const admin = within(menu).getByRole('menuitem', { name: 'Admin' });
    await expect(admin).toHaveAttribute('href', '/admin');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(admin).toHaveFocus());
    await expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(account).toHaveFocus();
  },
};

export const SigningOut: Story = {
  args: { session: { name: 'Omar Haddad', isAdmin: true }, signingOut: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Signing out...' })).toBeDisabled();
  },
};

export const SessionLoading: Story = {
  args: { session: undefined },
  play: async ({ canvas, canvasElement }) => {
    // No auth control until the session is known, so 'Sign In' never flashes for a signed-in user; an
    // invisible one keeps its place, so the bar does not move when the visitor turns out to be signed out.
    await expect(canvas.queryByRole('link', { name: 'Sign In' })).toBeNull();
    const placeholder = canvasElement.querySelector('a[href="/auth"]');
    await expect(placeholder).not.toBeNull();
    await expect(getComputedStyle(placeholder as Element).visibility).toBe('hidden');
    await expect(canvas.queryByRole('button', { name: 'Sign Out' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Book Now' })).toBeVisible();
  },
};

export const PhoneMenuWithKeyboard: Story = {
  decorators: phoneFrame,
  args: { currentPath: '/gallery' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // Logo, then the menu button: the hidden desktop links are not in the tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'SparkleClean Dubai' })).toHaveFocus();
    await userEvent.tab();
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toBeVisible());
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    const gallery = within(drawer).getByRole('link', { name: 'Gallery' });
    await expect(gallery).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(gallery).fontWeight).toBe('700');
    await expect(within(drawer).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book-now');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

export const PhoneMenuClosesOnNavigation: Story = {
  decorators: phoneFrame,
  args: { session: { name: 'Omar Haddad', isAdmin: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toBeVisible());
    await expect(within(drawer).getByText('Omar Haddad')).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    await expect(within(drawer).getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Services' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // The close button works as well.
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const reopened = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(reopened).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const LayoutSignedOut: Story = {
  tags: ['screenshot', 'responsive'],
  args: { currentPath: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
  },
};

export const LayoutSignedInAdmin: Story = {
  tags: ['screenshot', 'responsive'],
  args: { currentPath: '/testimonials', session: { name: 'Omar Haddad', isAdmin: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await canvas.findByRole('button', { name: 'Omar Haddad' });
  },
};

const arabicArgs = {
  brandName: arBrandName,
  homeHref: '/ar',
  items: arNavItems,
  labels: arHeaderLabels,
  currentPath: '/ar/services',
  signInHref: '/ar/auth',
  bookHref: '/ar/book-now',
};

/** Arabic, right to left: the logo at the right, the pages from right to left, 'Book Now' at the left. */
export const ArabicLayout: Story = {
  name: 'Arabic, right to left',
  tags: ['screenshot', 'responsive'],
  globals: { locale: 'ar' },
  args: arabicArgs,
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(getComputedStyle(banner).direction).toBe('rtl');
    const logo = canvas.getByRole('link', { name: arBrandName });
    await expect(logo).toHaveAttribute('href', '/ar');
    // The home page of the Arabic site is not current on its sub-pages.
    const nav = canvas.queryByRole('navigation', { name: 'القائمة الرئيسية' });
    if (nav) {
      await expect(within(nav).getByRole('link', { name: 'خدماتنا' })).toHaveAttribute('aria-current', 'page');
      await expect(within(nav).getByRole('link', { name: 'الرئيسية' })).not.toHaveAttribute('aria-current');
      const book = canvas.getByRole('link', { name: 'احجز الآن' });
      await expect(logo.getBoundingClientRect().left).toBeGreaterThan(book.getBoundingClientRect().right);
    }
  },
};

/**
 * The phone menu in Arabic: the 'Menu' button sits at the left (the inline end), and the drawer comes in on that
 * same side, against the left edge, as it sits against the right edge in English.
 */
export const ArabicPhoneMenu: Story = {
  name: 'Arabic, right to left: phone menu',
  globals: { locale: 'ar' },
  args: arabicArgs,
  decorators: phoneFrame,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const banner = canvas.getByRole('banner').getBoundingClientRect();
    const menuButton = canvas.getByRole('button', { name: 'القائمة' });
    await expect(menuButton.getBoundingClientRect().right).toBeLessThan(banner.left + banner.width / 2);
    await expect(canvas.getByRole('link', { name: arBrandName }).getBoundingClientRect().right).toBeGreaterThan(
      banner.left + banner.width / 2,
    );
    await userEvent.click(menuButton);
    const drawer = await body.findByRole('dialog', { name: 'القائمة' });
    await waitFor(() => expect(drawer).toBeVisible());
    // Fixed to the window's left edge (the inline end of a right-to-left page), not its right.
    await expect(drawer.getBoundingClientRect().left).toBe(0);
    await expect(drawer.getBoundingClientRect().right).toBeLessThan(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await expect(within(drawer).getByRole('link', { name: 'خدماتنا' })).toHaveAttribute('aria-current', 'page');
    await expect(within(drawer).getByRole('link', { name: 'احجز الآن' })).toHaveAttribute('href', '/ar/book-now');
    await userEvent.click(within(drawer).getByRole('button', { name: 'إغلاق القائمة' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The link to the Arabic page on an English one; a story must not leave its frame, so following it is stopped. */
const toArabic = {
  href: '/ar/about',
  label: 'العربية',
  lang: 'ar',
  hrefLang: 'ar',
  onClick: fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
};

/** The header at the narrowest width that still shows the bar (72rem), where it is fullest. */
const narrowestWideFrame: NonNullable<Story['decorators']> = [
  (Story) => (
    <div style={{ inlineSize: '72rem', minBlockSize: 120 }}>
      <Story />
    </div>
  ),
];

/** Whether everything in the bar fits, nothing wraps or spills out. */
const expectBarFits = async (banner: HTMLElement) => {
  const bar = banner.firstElementChild as HTMLElement;
  await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  for (const child of bar.children) {
    const box = child.getBoundingClientRect();
    if (box.width === 0) continue;
    await expect(box.left).toBeGreaterThanOrEqual(bar.getBoundingClientRect().left);
    await expect(box.right).toBeLessThanOrEqual(bar.getBoundingClientRect().right);
  }
};

/**
 * With a language switch: the other language's own name, beside the auth state, in that language (`lang`) and
 * leading to the same page in it (`hreflang`). A plain link: the other language is another document.
 */
export const LanguageSwitch: Story = {
  name: 'Language switch',
  tags: ['screenshot', 'responsive'],
  args: { currentPath: '/about', languageSwitch: toArabic },
  play: async ({ canvas, userEvent, args }) => {
    if (!canvas.queryByRole('navigation', { name: 'Main' })) return;
    const link = canvas.getByRole('link', { name: 'العربية' });
    await expect(link).toHaveAttribute('href', '/ar/about');
    await expect(link).toHaveAttribute('lang', 'ar');
    await expect(link).toHaveAttribute('hreflang', 'ar');
    // After the pages, before 'Sign In' and 'Book Now'.
    const signIn = canvas.getByRole('link', { name: 'Sign In' });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(signIn.getBoundingClientRect().left);
    // Reached by keyboard after the pages, with a visible focus ring.
    canvas.getByRole('link', { name: 'Contact' }).focus();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).not.toBe('none');
    await userEvent.click(link);
    await expect(args.languageSwitch?.onClick).toHaveBeenCalledOnce();
  },
};

/** At the narrowest width of the bar, signed in with a long name: the switch still fits. */
export const LanguageSwitchNarrowestBar: Story = {
  name: 'Language switch: narrowest bar, signed in',
  decorators: narrowestWideFrame,
  args: {
    currentPath: '/testimonials',
    session: { name: 'Fatima Al Mansoori Al Hashimi', isAdmin: true },
    languageSwitch: toArabic,
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Fatima Al Mansoori Al Hashimi' });
    await expect(canvas.getByRole('link', { name: 'العربية' })).toBeVisible();
    await expectBarFits(canvas.getByRole('banner'));
  },
};

/** On phones the bar has no room for it: the drawer offers it, above 'Sign In'. */
export const LanguageSwitchPhoneMenu: Story = {
  name: 'Language switch: phone menu',
  decorators: phoneFrame,
  args: { currentPath: '/about', languageSwitch: toArabic },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('link', { name: 'العربية' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toBeVisible());
    const link = within(drawer).getByRole('link', { name: 'العربية' });
    await expect(link).toHaveAttribute('href', '/ar/about');
    await expect(link).toHaveAttribute('lang', 'ar');
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      within(drawer).getByRole('link', { name: 'Sign In' }).getBoundingClientRect().top,
    );
    await userEvent.click(link);
    await expect(args.languageSwitch?.onClick).toHaveBeenCalledOnce();
  },
};

const toEnglish = {
  href: '/services',
  label: 'English',
  lang: 'en',
  hrefLang: 'en',
  onClick: fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
};

/** Arabic, right to left: 'English' sits left of the pages and right of 'Sign In', mirrored as the rest. */
export const ArabicLanguageSwitch: Story = {
  name: 'Arabic, right to left: language switch',
  tags: ['screenshot', 'responsive'],
  globals: { locale: 'ar' },
  args: { ...arabicArgs, languageSwitch: toEnglish },
  play: async ({ canvas }) => {
    const nav = canvas.queryByRole('navigation', { name: 'القائمة الرئيسية' });
    if (!nav) return;
    const link = canvas.getByRole('link', { name: 'English' });
    await expect(link).toHaveAttribute('href', '/services');
    await expect(link).toHaveAttribute('lang', 'en');
    await expect(link).toHaveAttribute('hreflang', 'en');
    const signIn = canvas.getByRole('link', { name: 'تسجيل الدخول' });
    await expect(link.getBoundingClientRect().left).toBeGreaterThanOrEqual(signIn.getBoundingClientRect().right);
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(nav.getBoundingClientRect().left);
  },
};

export const ArabicLanguageSwitchNarrowestBar: Story = {
  name: 'Arabic, right to left: language switch, narrowest bar',
  globals: { locale: 'ar' },
  decorators: narrowestWideFrame,
  args: { ...arabicArgs, session: { name: 'فاطمة المنصوري الهاشمي', isAdmin: true }, languageSwitch: toEnglish },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'فاطمة المنصوري الهاشمي' });
    await expect(canvas.getByRole('link', { name: 'English' })).toBeVisible();
    await expectBarFits(canvas.getByRole('banner'));
  },
};

export const ArabicLanguageSwitchPhoneMenu: Story = {
  name: 'Arabic, right to left: language switch in the phone menu',
  globals: { locale: 'ar' },
  args: { ...arabicArgs, languageSwitch: toEnglish },
  decorators: phoneFrame,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'القائمة' }));
    const drawer = await body.findByRole('dialog', { name: 'القائمة' });
    await waitFor(() => expect(drawer).toBeVisible());
    const link = within(drawer).getByRole('link', { name: 'English' });
    await expect(link).toHaveAttribute('lang', 'en');
    // At the inline start of the drawer: its right edge.
    const drawerBox = drawer.getBoundingClientRect();
    await expect(link.getBoundingClientRect().right).toBeGreaterThan(drawerBox.left + drawerBox.width / 2);
  },
};
