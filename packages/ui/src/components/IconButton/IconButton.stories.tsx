import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button/Button.css.ts';
import { CloseIcon, DownloadIcon, PlusIcon } from '../Icon/Icon.tsx';
import { IconButton } from './IconButton.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
An action shown as an icon only, where space is short and the icon is well known: close, row actions, collapse. With room for a word use a **Button**; going somewhere is an **IconLink**.

### Do / Don't
**Do**
- Give a \`label\` that says the action; it also appears as a tooltip.
- Use the set's icons for the usual actions.

**Don't**
- Use an icon nobody would guess.
- Leave it without a label.

### Keyboard
Tab focuses it and shows its tooltip; Enter or Space presses it.

### Screen readers
Role button, named by its label (the icon is hidden); expanded state or popup is announced when it opens something.
`;

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  parameters: { docs: { description: { component: usage } } },
  args: { label: 'Download invoice', icon: <DownloadIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The label is the button's name; the icon is hidden from assistive technology. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download invoice' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard path: Tab focuses it and shows the label as a tooltip at once; Enter presses it. */
export const FocusShowsLabel: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download invoice' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Download invoice');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Variants: Story = {
  render: (args) => (
    <>
      {buttonVariants.map((variant) => (
        <IconButton
          key={variant}
          {...args}
          variant={variant}
          label={`Add (${variant})`}
          icon={<PlusIcon />}
        />
      ))}
    </>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true, label: 'Close', icon: <CloseIcon /> },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Variants.render,
};
