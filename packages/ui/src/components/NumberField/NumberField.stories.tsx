import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField, type NumberFieldProps } from './NumberField.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A number typed in the user's format (1'234.50): quantities, prices, percentages. A choice among a few numbers is a **Select**; free text is a **TextField**.

### Do / Don't
**Do**
- Set \`minValue\` / \`maxValue\` and \`step\` from the spec's rules.
- Let it format the value (the Swiss format of each language); the step buttons are named after the label.

**Don't**
- Use it for ids or phone numbers (use TextField).
- Round a value the user typed.

### Keyboard
Tab focuses it; ArrowUp / ArrowDown step the value; Home / End go to the minimum / maximum when set; the value is parsed when the field is left.

### Screen readers
Its input has role spinbutton (textbox on iOS), named by its label, its value read as formatted; help and error are its description.
`;

const meta = {
  title: 'Inputs/NumberField',
  component: NumberField,
  parameters: { docs: { description: { component: usage } } },
  args: { label: 'Quantity', onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, name = 'Quantity') =>
  within(canvasElement).getByRole('textbox', { name });

function Controlled(props: NumberFieldProps) {
  const [value, setValue] = useState<number | null>(5);
  return (
    <>
      <NumberField {...props} value={value} onChange={setValue} />
      <output>Saved: {value === null ? 'nothing' : value}</output>
    </>
  );
}

/** Typed in Swiss German format; the app gets a number once the field is left. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(input(canvasElement), '12500');
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveValue("12'500");
    await expect(args.onChange).toHaveBeenLastCalledWith(12500);
  },
};

/** The step buttons carry ui's labels, in the interface language. */
export const StepButtons: Story = {
  args: { defaultValue: 3, minValue: 0, maxValue: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Quantity erhöhen' }));
    await expect(input(canvasElement)).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('button', { name: 'Quantity erhöhen' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Quantity verringern' }));
    await expect(input(canvasElement)).toHaveValue('3');
  },
};

export const StepButtonsEnglish: Story = {
  args: { defaultValue: 1 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity' })).toBeVisible();
  },
};

/** Keyboard only: Tab in, arrow keys step, typing past the maximum snaps back on leaving. */
export const Keyboard: Story = {
  args: { defaultValue: 8, minValue: 1, maxValue: 10, step: 1 },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const field = input(canvasElement);
    await expect(field).toHaveFocus();
    await expect(field.closest('[role="group"]')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(field).toHaveValue('10');
    await userEvent.keyboard('{ArrowDown}');
    await expect(field).toHaveValue('9');
    await userEvent.clear(field);
    await userEvent.keyboard('99');
    await userEvent.tab();
    await expect(field).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
  },
};

/** Letters are not taken; a decimal uses the Swiss separator. */
export const Decimal: Story = {
  args: { label: 'Price', formatOptions: { style: 'currency', currency: 'CHF' } },
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement, 'Price');
    await userEvent.type(field, '1x2.5');
    await userEvent.tab();
    await expect(field).toHaveValue('CHF\u00a012.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(12.5);
  },
};

/** Emptying the field gives null, not zero. */
export const Cleared: Story = {
  args: { defaultValue: 4 },
  play: async ({ canvasElement, args }) => {
    await userEvent.clear(input(canvasElement));
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const WithDescription: Story = {
  args: { description: 'Number of screens in the package.', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAccessibleDescription(
      'Number of screens in the package.',
    );
    await expect(input(canvasElement)).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'At most 10 screens', defaultValue: 12 },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement)).toHaveAccessibleDescription('At most 10 screens');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 2 },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Quantity erhöhen' }),
    ).toBeDisabled();
  },
};

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quantity erhöhen' }));
    await expect(within(canvasElement).getByText('Saved: 6')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Number of screens in the package, counted per location and per day of the campaign',
    description: 'Screens that are out of order on the first day are still counted.',
    defaultValue: 1234567,
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 42, description: 'Screens in the package.' },
};
