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

const meta = {
  title: 'Overlays/CommandPalette',
  component: Palette,
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
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
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
