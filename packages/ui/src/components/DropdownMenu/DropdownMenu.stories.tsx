import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ChevronDownIcon, DownloadIcon } from '../Icon/Icon.tsx';
import { DropdownMenu, DropdownMenuItem } from './DropdownMenu.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A list of actions behind one button: a row's action menu, "more" actions in a header. One action is a **Button**; choosing a value is a **Select**.

### Do / Don't
**Do**
- Name the trigger (an IconButton with a label such as "Actions").
- Give an item an \`href\` when it navigates.

**Don't**
- Put form inputs in it.
- Hide the only way to do a main task in it.

### Keyboard
Enter, Space or ArrowDown opens it on the first item, ArrowUp on the last; the arrows move, typing a letter jumps to an item, Enter or Space chooses, Escape closes and focus returns to the trigger.

### Screen readers
The trigger is a button announcing a menu popup and whether it is expanded; the menu has role menu and its items role menuitem, named by their text.
`;

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  parameters: { docs: { description: { component: usage } } },
  args: {
    label: 'Actions for Winter campaign',
    onAction: fn(),
    children: [
      <DropdownMenuItem key="edit" id="edit">
        Edit
      </DropdownMenuItem>,
      <DropdownMenuItem key="pdf" id="pdf" icon={<DownloadIcon />}>
        Download PDF
      </DropdownMenuItem>,
      <DropdownMenuItem key="archive" id="archive" isDisabled>
        Archive
      </DropdownMenuItem>,
      <DropdownMenuItem key="delete" id="delete" tone="critical">
        Delete
      </DropdownMenuItem>,
    ],
  },
  argTypes: { children: { control: false }, trigger: { control: false } },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list row's action menu: the "…" button opens it, choosing an item reports its id. */
export const RowActions: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Actions for Winter campaign',
    });
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(args.onAction).toHaveBeenCalledWith('edit');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

/**
 * Keyboard path: Tab to the trigger, Enter opens with the first item focused, arrows skip the
 * disabled item, Enter chooses; Escape closes and returns focus to the trigger.
 */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Actions for Winter campaign',
    });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('delete');
    // Choosing closes the menu and gives focus back to the trigger, so Enter reopens it.
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Left open, to show the menu itself (and its critical item). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Actions for Winter campaign' }),
    );
    await within(document.body).findByRole('menu');
  },
};

/** Without a label the trigger is named by ui's default text, here in German. */
export const DefaultLabelGerman: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Aktionen' })).toBeVisible();
  },
};

/** Any Button can open the menu instead of the "…" icon button. */
export const TextTrigger: Story = {
  args: {
    trigger: (
      <Button variant="secondary" icon={<ChevronDownIcon />}>
        Export
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    await expect(await within(document.body).findByRole('menu')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Open.play };
