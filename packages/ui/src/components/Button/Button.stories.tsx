import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DownloadIcon } from '../Icon/Icon.tsx';
import { buttonSizes, buttonVariants } from './Button.css.ts';
import { Button } from './Button.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
An action on the current screen: save, confirm, open a dialog. Going somewhere is a **Link**; an action shown as an icon only is an **IconButton**; a list of actions behind one button is a **DropdownMenu**.

### Do / Don't
**Do**
- Name it with a verb and its object ("Save campaign").
- Use one primary button per area; the rest secondary or ghost.
- Set \`isBusy\` while the action runs.

**Don't**
- Use it to navigate.
- Disable it to explain a rule; say the rule in text instead.

### Keyboard
Tab focuses it; Enter or Space presses it. Disabled, it is skipped.

### Screen readers
Role button, named by its text. Busy, it shows a spinner and cannot be pressed again until the action ends.
`;

const meta = {
  title: 'Primitives/Button',
  component: Button,
  parameters: { docs: { description: { component: usage } } },
  args: { children: 'Save campaign', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save campaign' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Critical: Story = { args: { variant: 'critical', children: 'Delete activity' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Show history' } };

/** The icon is decorative: the text alone names the button. */
export const WithIcon: Story = {
  args: { icon: <DownloadIcon />, children: 'Download PDF' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download PDF' });
    await expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** A long label stays on one line; the layout around it decides the width. */
export const LongText: Story = {
  args: { children: 'Send the booking confirmation to every contact of the account' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
      <Button {...args} isDisabled>
        disabled
      </Button>
    </>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </>
  ),
};

/** Keyboard path: Tab reaches the button, Enter and Space both press it. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save campaign' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** While busy the button keeps focus, ignores presses and announces that it is working. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Save campaign/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName('Wird ausgeführt…');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save campaign' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
