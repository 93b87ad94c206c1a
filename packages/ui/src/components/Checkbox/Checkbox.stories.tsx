import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A yes/no choice saved with the form, or choosing rows in a list. A setting that takes effect at once is a **Switch**; one of several exclusive choices is a **RadioGroup**.

### Do / Don't
**Do**
- Phrase the label so that checked means yes.
- Use \`isIndeterminate\` for "some rows chosen".

**Don't**
- Act at once on change (use Switch).
- Leave it without a visible or \`aria-label\` label.

### Keyboard
Tab focuses it; Space toggles it.

### Screen readers
Role checkbox, named by its label, announced checked, unchecked or mixed; an error or help text is read as its description.
`;

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  parameters: { docs: { description: { component: usage } } },
  args: { label: 'Send a copy to the customer', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, name: string | RegExp = 'Send a copy to the customer') =>
  within(canvasElement).getByRole('checkbox', { name });

function Controlled(props: CheckboxProps) {
  const [isSelected, setSelected] = useState(false);
  return (
    <>
      <Checkbox {...props} isSelected={isSelected} onChange={setSelected} />
      <output>{isSelected ? 'Copy: yes' : 'Copy: no'}</output>
    </>
  );
}

/** A click on the label ticks the box. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Send a copy to the customer'));
    await expect(box(canvasElement)).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** Tab reaches it with a focus ring; Space toggles it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(box(canvasElement)).toHaveFocus();
    await expect(canvasElement.querySelector('label')).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
    await userEvent.keyboard(' ');
    await expect(box(canvasElement)).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box(canvasElement)).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { label: 'All positions', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, 'All positions')).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'The customer receives the confirmation by e-mail.', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveAccessibleDescription(
      'The customer receives the confirmation by e-mail.',
    );
    await expect(box(canvasElement)).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { label: 'I accept the terms', errorMessage: 'Accept the terms to continue' },
  play: async ({ canvasElement }) => {
    const checkbox = box(canvasElement, 'I accept the terms');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Accept the terms to continue');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    await expect(box(canvasElement)).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Send a copy to the customer'));
    await expect(box(canvasElement)).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(box(canvasElement));
    await expect(within(canvasElement).getByText('Copy: yes')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Send a copy of the order confirmation, including every position, price and the general terms, to the customer and to every contact person of the invoicing account',
    description: 'Contacts without an e-mail address are left out without a warning.',
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultSelected: true, description: 'By e-mail.' },
};
