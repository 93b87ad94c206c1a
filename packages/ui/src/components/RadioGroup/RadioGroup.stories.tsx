import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orientations } from './RadioGroup.css.ts';
import { RadioGroup, type RadioGroupProps } from './RadioGroup.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
One choice among a few (two to five) options, all visible: the kind of a booking. Many options are a **Select**; a yes/no is a **Checkbox** or **Switch**.

### Do / Don't
**Do**
- Label the group and each option.
- Put the options in a meaningful order.

**Don't**
- Use it for more than about five options.
- Leave no option chosen when one is required without saying so.

### Keyboard
Tab enters the group on the chosen option (or the first); the arrow keys move and choose; Tab leaves the group.

### Screen readers
Role radiogroup named by its label; each radio is announced with its label, checked state and position ("2 of 3").
`;

const meta = {
  title: 'Inputs/RadioGroup',
  component: RadioGroup,
  parameters: { docs: { description: { component: usage } } },
  args: {
    label: 'Activity type',
    onChange: fn(),
    options: [
      { value: 'EMAIL', label: 'E-mail' },
      { value: 'PHONE', label: 'Phone' },
      { value: 'MEETING', label: 'Meeting' },
      { value: 'OTHER', label: 'Other' },
    ],
  },
  argTypes: { orientation: { control: 'inline-radio', options: orientations } },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

const radio = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('radio', { name });

function Controlled(props: RadioGroupProps) {
  const [value, setValue] = useState('PHONE');
  return (
    <>
      <RadioGroup {...props} value={value} onChange={setValue} />
      <output>Chosen: {value}</output>
    </>
  );
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByRole('radiogroup', { name: 'Activity type' }),
    ).toBeVisible();
    await userEvent.click(within(canvasElement).getByText('Meeting'));
    await expect(radio(canvasElement, 'Meeting')).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('MEETING');
  },
};

/** Tab enters the group, the arrow keys move the choice. */
export const Keyboard: Story = {
  args: { defaultValue: 'PHONE' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(radio(canvasElement, 'Phone')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radio(canvasElement, 'Meeting')).toBeChecked();
    await expect(radio(canvasElement, 'Meeting')).toHaveFocus();
    await expect(radio(canvasElement, 'Meeting').closest('label')).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(radio(canvasElement, 'E-mail')).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('EMAIL');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'EMAIL' } };

export const WithDescriptions: Story = {
  args: {
    description: 'Shown as an icon in the activity list.',
    isRequired: true,
    options: [
      { value: 'INVOICE', label: 'Invoice', description: 'Sent as a PDF by e-mail.' },
      {
        value: 'POSTAL',
        label: 'Postal invoice',
        description: 'Printed and posted; costs CHF 2.–.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAccessibleDescription('Shown as an icon in the activity list.');
    await expect(group).toHaveAttribute('aria-required', 'true');
    // Each option is described by its own line first, then by the group's.
    await expect(radio(canvasElement, 'Postal invoice')).toHaveAccessibleDescription(
      'Printed and posted; costs CHF 2.–. Shown as an icon in the activity list.',
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Choose an activity type' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose an activity type');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'OTHER' },
  play: async ({ canvasElement }) => {
    await expect(radio(canvasElement, 'E-mail')).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('E-mail'));
    await expect(radio(canvasElement, 'Other')).toBeChecked();
  },
};

export const OneOptionDisabled: Story = {
  args: {
    options: [
      { value: 'EMAIL', label: 'E-mail' },
      { value: 'PHONE', label: 'Phone', isDisabled: true },
      { value: 'OTHER', label: 'Other' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(radio(canvasElement, 'Phone')).toBeDisabled();
    await expect(radio(canvasElement, 'Other')).toBeEnabled();
  },
};

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(radio(canvasElement, 'Other'));
    await expect(within(canvasElement).getByText('Chosen: OTHER')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'How the customer prefers to be contacted about changes to running campaigns',
    options: [
      {
        value: 'EMAIL',
        label: 'By e-mail to the main contact person and, as a copy, to the invoicing address',
      },
      { value: 'PHONE', label: 'By phone during office hours (Monday to Friday, 8 to 17 o’clock)' },
    ],
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'MEETING', description: 'Shown as an icon.' },
};
