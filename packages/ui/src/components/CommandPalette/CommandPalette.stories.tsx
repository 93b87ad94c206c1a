import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { CommandPalette, type CommandPaletteSection } from './CommandPalette.tsx';

const screens = [
  { id: 'accounts', label: 'Kunden', description: 'CRM' },
  { id: 'campaigns', label: 'Kampagnen', description: 'Aufträge' },
  { id: 'price-lists', label: 'Preislisten', description: 'Einstellungen' },
];
const accounts = [
  { id: '1', label: 'Ammann Elektro AG', description: 'Winterthur' },
  { id: '2', label: 'Bäckerei Ammann', description: 'Chur' },
];

/** The app's part: it filters its screens and "searches" its records as the user types. */
function Palette({ onRun }: { onRun: (what: string) => void }) {
  const [isOpen, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const query = input.trim().toLowerCase();
  const sections: CommandPaletteSection[] = [
    {
      id: 'screens',
      title: 'Seiten',
      items: screens
        .filter((screen) => screen.label.toLowerCase().includes(query))
        .map((screen) => ({ ...screen, onAction: () => onRun(screen.id) })),
    },
    {
      id: 'accounts',
      title: 'Kunden',
      items:
        query.length >= 2
          ? accounts
              .filter((account) => account.label.toLowerCase().includes(query))
              .map((account) => ({ ...account, onAction: () => onRun(`account ${account.id}`) }))
          : [],
    },
  ];
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Gehe zu …
      </Button>
      <CommandPalette
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          if (!open) setInput('');
        }}
        inputValue={input}
        onInputChange={setInput}
        sections={sections}
      />
    </>
  );
}

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
One place to go anywhere and run anything by keyboard: an app's screens, its records found by name, the current page's actions (Ctrl/⌘-K in the console). Filtering one list is a **FilterBar** search; choosing a value in a form is a **Combobox**.

### Do / Don't
**Do**
- Give each group a short title ("Seiten", "Kunden") and each item a second line that tells it apart (a town, an account).
- Search records on the server with the list's own scoped call, a few per kind.

**Don't**
- Put a form or a long list in it.
- Offer what the user may not open.

### Keyboard
The field keeps the focus while typing; ↓ and ↑ move through the items across the groups, Enter opens or runs the highlighted one and closes the palette, Escape closes it and focus returns to where it was.

### Screen readers
A modal dialog named "Gehe zu oder finde"; the search field points at the highlighted item (\`aria-activedescendant\`), the items are a menu with a group per title, and "Nichts gefunden" or "Suche läuft …" is a status.
`;

const meta = {
  title: 'Overlays/CommandPalette',
  component: Palette,
  parameters: { docs: { description: { component: usage } } },
  args: { onRun: fn() },
} satisfies Meta<typeof Palette>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Gehe zu …' }));
  return within(document.body).findByRole('dialog');
};

/** Open: the field has the focus, the screens are listed under their group. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Gehe zu oder finde');
    const field = within(dialog).getByRole('searchbox');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(within(dialog).getByRole('menuitem', { name: /Preislisten/ })).toBeVisible();
  },
};

/** Keyboard only: type part of a name, ↓ to the account, Enter runs it and closes. */
export const FindsAnAccountByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.keyboard('ammann');
    const menu = within(dialog).getByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')).toHaveLength(2));
    // ↓ until the field points at the bakery (the first item may or may not be highlighted yet).
    // The bakery is looked up again each time: on a busy machine the results may render once
    // more, with new ids (stop 57's CI pointed at an id that had gone).
    const field = within(dialog).getByRole('searchbox');
    const bakeryId = () => within(menu).getByRole('menuitem', { name: /Bäckerei Ammann/ }).id;
    for (
      let step = 0;
      step < 8 && field.getAttribute('aria-activedescendant') !== bakeryId();
      step++
    ) {
      const before = field.getAttribute('aria-activedescendant');
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() =>
        expect(field.getAttribute('aria-activedescendant')).not.toBe(before),
      ).catch(() => undefined);
    }
    await waitFor(() => expect(field).toHaveAttribute('aria-activedescendant', bakeryId()));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRun).toHaveBeenCalledWith('account 2'));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** Nothing matches: it says so. */
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.keyboard('xyz');
    await expect(await within(dialog).findByText('Nichts gefunden')).toBeVisible();
  },
};

/**
 * A pointer resting where the results appear does not choose: the results leave it the
 * keyboard's until it moves (the s15 stranger's Enter opened the item under a resting pointer).
 */
export const RestingPointerLeavesTheKeyboardItsChoice: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.keyboard('ammann');
    const menu = within(dialog).getByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')).toHaveLength(2));
    await expect(getComputedStyle(menu).pointerEvents).toBe('none');
    // Moved over the results, the pointer chooses as usual.
    const results = menu.parentElement as HTMLElement;
    results.dispatchEvent(
      new PointerEvent('pointermove', { bubbles: true, movementX: 3, movementY: 2 }),
    );
    await waitFor(() => expect(getComputedStyle(menu).pointerEvents).toBe('auto'));
    // Typing again gives the results back to the keyboard.
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(getComputedStyle(menu).pointerEvents).toBe('none'));
  },
};
