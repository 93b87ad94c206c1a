import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UiProvider } from '../../provider/UiProvider.tsx';
import { Combobox } from '../Combobox/Combobox.tsx';
import { Heading } from '../Heading/Heading.tsx';
import {
  CalendarIcon,
  ChatIcon,
  LogoutIcon,
  MeetingIcon,
  OtherIcon,
  UserIcon,
} from '../Icon/Icon.tsx';
import { accountOptions } from '../Options/storyOptions.ts';
import { Text } from '../Text/Text.tsx';
import { Toast } from '../Toast/Toast.tsx';
import { AppShell, type NavigationGroup } from './AppShell.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { MessagesLink, ProfileMenu } from './ShellHeader.tsx';
import { SystemStatus } from './SystemStatus.tsx';
import { NAVIGATION_COLLAPSED_KEY, SCROLL_TO_TOP_OFFSET, type ShellStorage } from './shell.ts';
import { ThemeMenu } from './ThemeMenu.tsx';

/** A storage the app would back with local storage; it records what the shell saves. */
function memoryStorage(saved: Record<string, string> = {}): ShellStorage {
  const values = { ...saved };
  return {
    get: (key) => values[key] ?? null,
    set: fn((key: string, value: string) => {
      values[key] = value;
    }),
  };
}

const navigation: readonly NavigationGroup[] = [
  {
    label: 'Verkauf',
    items: [
      { label: 'Aktivitäten', href: '/sales/activities', icon: <MeetingIcon /> },
      { label: 'Aufgaben', href: '/sales/tasks', icon: <CalendarIcon /> },
    ],
  },
  {
    label: 'Operations',
    items: [
      {
        label: 'Freigabe',
        href: '/operations/approval',
        icon: <OtherIcon />,
        badge: 4,
        badgeLabel: '4 warten auf Freigabe',
      },
      { label: 'Kommentare', href: '/orders/comments', icon: <ChatIcon /> },
    ],
  },
  {
    label: 'Administration',
    items: [{ label: 'Benutzer', href: '/admin/users', icon: <UserIcon /> }],
  },
];

const onLanguageChange = fn();
const onThemeChange = fn();
const profileEntries = [
  { id: 'account', label: 'Konto verwalten', href: '/account/editSettings' },
  { id: 'logout', label: 'Abmelden', icon: <LogoutIcon /> },
];
const navigate = fn();

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
The frame of every signed-in screen: skip link, left navigation (groups, icons, badges), header, page, footer and scroll-to-top. Render it once around the router's outlet; a screen's own frame inside it is **PageLayout**.

### Do / Don't
**Do**
- Pass the navigation as data; the shell marks the current entry from \`currentHref\`.
- Put account and language choices in \`headerStart\` / \`headerEnd\`.

**Don't**
- Nest a second AppShell or build a navigation beside it.
- Hide the skip link: it is the keyboard's way past the navigation.

### Keyboard
Tab reaches the skip link first (Enter jumps to the main content), then the navigation links. The collapse button (Enter/Space) narrows the navigation to icons; below 768 px a menu button opens it as a drawer, Escape or its close button closes it.

### Screen readers
The navigation is a landmark named by its label, each group a list named by its heading; the current entry has \`aria-current="page"\`. The collapse and menu buttons announce expanded or collapsed.
`;

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  args: {
    navigation,
    currentHref: '/sales/activities/comments',
    storage: memoryStorage(),
    brand: 'Adconsole',
    headerStart: (
      <Combobox label="Firma" options={accountOptions} defaultValue={accountOptions[0]} />
    ),
    headerEnd: (
      <>
        <MessagesLink href="/orders/comments" unreadCount={3} />
        <LanguageMenu value="de" onChange={onLanguageChange} />
        <ProfileMenu firstName="Anna" lastName="Meier" entries={profileEntries} />
      </>
    ),
    footer: <SystemStatus status="operational" />,
    children: (
      <>
        <Heading level={1}>Aktivitäten</Heading>
        <Text>Die Aktivitäten des Verkaufs.</Text>
      </>
    ),
  },
  argTypes: {
    navigation: { control: false },
    storage: { control: false },
    headerStart: { control: false },
    headerEnd: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  parameters: { layout: 'fullscreen', docs: { description: { component: usage } } },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
/** Collapsed, the navigation is a narrow rail of icons. */
const navigationWidth = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation').getBoundingClientRect().width;
const navigationOf = (canvasElement: HTMLElement, name = 'Hauptnavigation') =>
  within(within(canvasElement).getByRole('navigation', { name }));

/**
 * Spec 1 §1: a left navigation, a header with company switcher, mail icon with the
 * unread-comments badge, language dropdown and profile (first initial and last name), a
 * footer with the system status. The current page's item is marked.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = navigationOf(canvasElement);
    await expect(nav.getByRole('link', { name: 'Aktivitäten' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Aufgaben' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('list', { name: 'Operations' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Freigabe/ })).toHaveAccessibleName(
      'Freigabe 4 warten auf Freigabe',
    );
    await expect(canvas.getByRole('combobox', { name: 'Firma' })).toHaveValue(
      'Migros-Genossenschafts-Bund',
    );
    await expect(
      canvas.getByRole('link', { name: 'Nachrichten, 3 ungelesene Kommentare' }),
    ).toHaveAttribute('href', '/orders/comments');
    await expect(canvas.getByRole('button', { name: 'A. Meier' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Alle Systeme betriebsbereit');
    await expect(canvas.getByRole('main')).toHaveTextContent('Die Aktivitäten des Verkaufs.');
  },
};

/** Navigation items are links through the app's router (UiProvider's navigate). */
export const NavigatesClientSide: Story = {
  render: (args) => (
    <UiProvider locale="de" navigate={navigate}>
      <AppShell {...args} />
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    await userEvent.click(navigationOf(canvasElement).getByRole('link', { name: 'Aufgaben' }));
    await expect(navigate).toHaveBeenCalledWith('/sales/tasks', undefined);
  },
};

const collapsingStorage = memoryStorage();

/**
 * Spec 1 §4: "Navigation: collapsed or expanded, toggled by the user, persisted." Collapsed,
 * only the icons show; the links keep their names and show them as tooltips.
 */
export const CollapseEnglish: Story = {
  globals: { locale: 'en' },
  args: { storage: collapsingStorage },
  play: async ({ canvasElement }) => {
    const nav = navigationOf(canvasElement, 'Main navigation');
    const toggle = nav.getByRole('button', { name: 'Collapse navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(collapsingStorage.set).toHaveBeenCalledWith(NAVIGATION_COLLAPSED_KEY, 'true');
    const expand = nav.getByRole('button', { name: 'Expand navigation' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(navigationWidth(canvasElement)).toBeLessThan(80);
    await expect(nav.getByRole('link', { name: 'Aktivitäten' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.hover(nav.getByRole('link', { name: 'Aufgaben' }));
    await expect(await page.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'Aufgaben',
    );
  },
};

/** A collapsed navigation saved earlier comes back collapsed. */
export const RestoredCollapsed: Story = {
  args: { storage: memoryStorage({ [NAVIGATION_COLLAPSED_KEY]: 'true' }) },
  play: async ({ canvasElement }) => {
    const nav = navigationOf(canvasElement);
    await expect(nav.getByRole('button', { name: 'Navigation ausklappen' })).toBeVisible();
    await expect(navigationWidth(canvasElement)).toBeLessThan(80);
  },
};

/**
 * Below md (768 px) the navigation is a drawer (issue 33: on a phone 15 unlabelled look-alike
 * icons named nothing). The story answers the screen-size query as a phone would: a menu button
 * in the header opens the navigation with its entries' names; Escape closes it and gives focus
 * back to the button.
 */
export const DrawerOnSmallScreens: Story = {
  args: { storage: memoryStorage({ [NAVIGATION_COLLAPSED_KEY]: 'true' }) },
  beforeEach: () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      query.includes('max-width')
        ? ({
            matches: true,
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
          } as unknown as MediaQueryList)
        : matchMedia.call(window, query);
    return () => {
      window.matchMedia = matchMedia;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Hauptnavigation' })).toBeNull();
    const menu = canvas.getByRole('button', { name: 'Navigation öffnen' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    const nav = navigationOf(canvasElement);
    // Each entry shows its name, not an icon alone.
    const first = nav.getAllByRole('link')[0];
    await expect(first?.textContent?.trim().length ?? 0).toBeGreaterThan(0);
    await expect(first).toBeVisible();
    first?.focus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('navigation', { name: 'Hauptnavigation' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Navigation öffnen' })).toHaveFocus();
  },
};

/**
 * Keyboard path of the language dropdown: Enter opens it with the first choice focused (the
 * menu's code loads on that first press); Escape closes it and returns focus to the trigger.
 */
export const LanguageKeyboard: Story = {
  play: async ({ canvasElement }) => {
    // The trigger is replaced by the menu's own once its code is there: look it up each time.
    const trigger = () =>
      within(canvasElement).getByRole('button', { name: 'Sprache: Deutsch', hidden: true });
    await expect(trigger()).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    // Deutsch, the current language, is disabled: English is the first choice.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveFocus(),
    );
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Spec 1 §1: "a language dropdown listing de, en, fr, it in which the current language is
 * disabled".
 */
export const LanguageDropdown: Story = {
  play: async ({ canvasElement }) => {
    onLanguageChange.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sprache: Deutsch' }));
    const menu = await page.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Deutsch',
      'English',
      'Français',
      'Italiano',
    ]);
    await expect(items[0]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Français' }));
    await expect(onLanguageChange).toHaveBeenCalledWith('fr');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
};

/**
 * Issue 46: the colour scheme menu, named by the current choice; the choices "as the system",
 * light and dark, the current one checked; chosen by keyboard. As the language menu, it shows
 * its choice in a word beside its icon, and says what it is in a tooltip on hover and focus (a
 * stranger did not know the icon alone).
 */
export const ThemeChoice: Story = {
  args: {
    headerEnd: <ThemeMenu value="system" onChange={onThemeChange} />,
  },
  play: async ({ canvasElement }) => {
    onThemeChange.mockClear();
    const trigger = () =>
      within(canvasElement).getByRole('button', {
        name: 'Farbschema: Wie das System',
        hidden: true,
      });
    // Its word shown, part of its name.
    await expect(trigger()).toHaveTextContent('System');
    await expect(trigger()).toBeVisible();
    // Focus shows what it is.
    trigger().focus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Farbschema: Wie das System');
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Wie das System',
      'Hell',
      'Dunkel',
    ]);
    await expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(items[2]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onThemeChange).toHaveBeenCalledWith('dark');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
};

/** The profile menu holds the app's entries; without a last name it has the generic label. */
export const ProfileWithoutName: Story = {
  args: {
    headerEnd: <ProfileMenu entries={profileEntries} />,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Profil' }));
    const menu = await page.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Konto verwalten' })).toHaveAttribute(
      'href',
      '/account/editSettings',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
};

/**
 * Spec 1 §8: "The comments service failing makes the mail icon show a tooltip 'messages
 * service unavailable'"; spec 1 §4: 'not all systems operational' with a critical icon.
 */
export const ServicesDownEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    headerEnd: <MessagesLink href="/orders/comments" isUnavailable />,
    footer: <SystemStatus status="degraded" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    // A sentence of the footer, capitalised as the other languages write it (issue 38).
    await expect(status).toHaveTextContent('Not all systems operational');
    await expect(status.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'critical');
    const mail = canvas.getByRole('link', { name: 'Messages, messages service unavailable' });
    await userEvent.hover(mail);
    await expect(await page.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'messages service unavailable',
    );
  },
};

/** 'all systems operational' comes with a check icon. */
export const OperationalEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('All systems operational');
    await expect(status.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'check');
  },
};

/**
 * Spec 1 §1: "a scroll-to-top button that appears after the page has been scrolled past an
 * offset"; it scrolls back in 0.16 s and hands focus to the page.
 */
export const ScrollToTop: Story = {
  args: {
    children: (
      <>
        <Heading level={1}>Aktivitäten</Heading>
        {Array.from({ length: 60 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed filler lines
          <Text key={index}>Zeile {index + 1}</Text>
        ))}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.scrollTo(0, SCROLL_TO_TOP_OFFSET - 50);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(canvas.queryByRole('button', { name: 'Nach oben' })).toBeNull();
    window.scrollTo(0, SCROLL_TO_TOP_OFFSET + 200);
    const toTop = await canvas.findByRole('button', { name: 'Nach oben' });
    await userEvent.click(toTop);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await expect(canvas.getByRole('main')).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Nach oben' })).toBeNull());
  },
};

/**
 * Toasts sit top-right below the header, whatever its height: not over the header's menus
 * (issue 33) and not over the page's last rows, the ones a bulk action just changed (issue 46:
 * a success toast at the bottom right covered them). A toast that stays (a job's progress)
 * leaves the page's end clear (issue 38: the invoice run's toast covered the page size).
 */
export const ToastBelowTheHeader: Story = {
  args: {
    children: (
      <>
        <Heading level={1}>Rechnungen</Heading>
        {Array.from({ length: 40 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed filler lines
          <Text key={index}>Zeile {index + 1}</Text>
        ))}
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <button type="button">Einträge pro Seite</button>
        </div>
        <Toast
          title="Rechnungslauf"
          body="Läuft: 120 von 1250 Kampagnen. Sie können weiterarbeiten."
          duration={Number.POSITIVE_INFINITY}
        />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toast = await page.findByText('Rechnungslauf');
    const region = toast.closest('ol') as HTMLElement;
    await waitFor(() => expect(region.getBoundingClientRect().height).toBeGreaterThan(40));
    // Still announced: the notifications region with its toast.
    await expect(page.getByRole('region', { name: /Benachrichtigungen/ })).toContainElement(toast);
    const header = canvasElement.querySelector('header') as HTMLElement;
    await waitFor(() =>
      expect(region.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        header.getBoundingClientRect().bottom - 0.5,
      ),
    );
    await expect(window.innerWidth - region.getBoundingClientRect().right).toBeLessThan(1);
    await expect(region.getBoundingClientRect().top).toBeLessThan(
      header.getBoundingClientRect().bottom + 1,
    );
    const control = canvas.getByRole('button', { name: 'Einträge pro Seite' });
    await waitFor(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const { top } = control.getBoundingClientRect();
      // The page's end lies below the toasts, not under them.
      await expect(top).toBeGreaterThanOrEqual(region.getBoundingClientRect().bottom);
    });
    // The visual reference is of the page's top (with the toast).
    window.scrollTo(0, 0);
  },
};

/** Keyboard path: the first Tab shows the skip link; Enter moves focus to the page. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
