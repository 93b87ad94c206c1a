import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
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
