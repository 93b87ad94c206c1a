import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch, type SwitchProps } from './Switch.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A setting that takes effect at once, on or off: notifications, a list option. A yes/no saved with a form is a **Checkbox**.

### Do / Don't
**Do**
- Label the setting, not the state ("Email notifications").
- Apply the change at once and show the result.

**Don't**
- Put it in a form that has a Save button.
- Use it for a choice of two different things (use RadioGroup).

### Keyboard
Tab focuses it; Space toggles it.

### Screen readers
Role switch, named by its label, announced on or off.
`;

const meta = {
  title: 'Inputs/Switch',
  component: Switch,
  parameters: { docs: { description: { component: usage } } },
  args: { label: 'Notify sales', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvasElement: HTMLElement, name = 'Notify sales') =>
  within(canvasElement).getByRole('switch', { name });

function Controlled(props: SwitchProps) {
  const [isSelected, setSelected] = useState(true);
  return (
    <>
      <Switch {...props} isSelected={isSelected} onChange={setSelected} />
      <output>{isSelected ? 'Sales notified' : 'Sales not notified'}</output>
    </>
  );
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Notify sales'));
    await expect(toggle(canvasElement)).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** Tab reaches it with a focus ring; Space switches it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(toggle(canvasElement)).toHaveFocus();
    await expect(canvasElement.querySelector('label')).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
    await userEvent.keyboard(' ');
    await expect(toggle(canvasElement)).toBeChecked();
  },
};

export const On: Story = { args: { defaultSelected: true } };

export const WithDescription: Story = {
  args: { description: 'The account’s sales person gets an e-mail.' },
  play: async ({ canvasElement }) => {
    await expect(toggle(canvasElement)).toHaveAccessibleDescription(
      'The account’s sales person gets an e-mail.',
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'The account has no sales person' },
  play: async ({ canvasElement }) => {
    await expect(toggle(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(toggle(canvasElement)).toHaveAccessibleDescription(
      'The account has no sales person',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(toggle(canvasElement)).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Notify sales'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(toggle(canvasElement));
    await expect(within(canvasElement).getByText('Sales not notified')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Notify the sales person of the account, and every member of their team, by e-mail and in the console whenever this activity changes',
    description: 'They are not notified about changes made by themselves.',
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultSelected: true, description: 'By e-mail.' },
};
