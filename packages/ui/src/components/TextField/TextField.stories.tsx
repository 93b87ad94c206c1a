import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allowedInputs } from './allowedInput.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
One line of free text: a name, a reference, an email. Several lines are a **TextArea**; numbers are a **NumberField**; a choice from a list is a **Select** or **Combobox**.

### Do / Don't
**Do**
- Give a label, and a placeholder only as an example.
- Show the spec's validation message as its error.

**Don't**
- Use the placeholder as the label.
- Use it for dates or amounts.

### Keyboard
Tab focuses it; Enter in a form submits it.

### Screen readers
Role textbox, named by its label; help and error messages are its description, read after the name.
`;

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  parameters: { docs: { description: { component: usage } } },
  args: { label: 'Campaign name', onChange: fn() },
  argTypes: {
    allowedInput: { control: 'select', options: [undefined, ...allowedInputs] },
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string | RegExp = 'Campaign name') =>
  within(canvasElement).getByRole('textbox', { name });

function Controlled(props: TextFieldProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <TextField {...props} value={value} onChange={setValue} />
      <output>Saved value: {value}</output>
    </>
  );
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    await userEvent.type(input, 'Winter sale');
    await expect(input).toHaveValue('Winter sale');
    await expect(args.onChange).toHaveBeenLastCalledWith('Winter sale');
  },
};

/** Reached with Tab alone: the field shows the focus ring (`data-focus-visible`). */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('Spring');
    await expect(input).toHaveValue('Spring');
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown to the customer on the invoice.' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAccessibleDescription(
      'Shown to the customer on the invoice.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'This field is required', defaultValue: ' ' },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Summer sale' },
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Summer sale');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The parent owns the value: what the field shows is what the parent holds. */
export const ControlledValue: Story = {
  args: { value: 'Autumn' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), ' sale');
    await expect(canvas.getByText('Saved value: Autumn sale')).toBeVisible();
  },
};

/** The counter follows the text (also uncontrolled); the browser stops typing at the maximum. */
export const CharacterCounter: Story = {
  args: { maxLength: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 von 10 Zeichen')).toBeVisible();
    await userEvent.type(field(canvasElement), 'Spring campaign');
    await expect(field(canvasElement)).toHaveValue('Spring cam');
    await expect(canvas.getByText('10 von 10 Zeichen')).toBeVisible();
  },
};

/** Text other than ui's own is the app's; ui's counter reads in the interface language. */
export const CharacterCounterEnglish: Story = {
  ...CharacterCounter,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'Spring');
    await expect(within(canvasElement).getByText('6 of 10 characters')).toBeVisible();
  },
};

/** Digits only: letters, a sign in the middle and a decimal separator are refused. */
export const IntegerOnly: Story = {
  args: { label: 'Impressions', allowedInput: 'integer' },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement, 'Impressions');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12a,5.0-7');
    await expect(input).toHaveValue('12507');
  },
};

/** A decimal with a comma or a dot, one separator only. */
export const FloatOnly: Story = {
  args: { label: 'Price', allowedInput: 'float' },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement, 'Price');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '3,5.1x');
    await expect(input).toHaveValue('3,51');
    await userEvent.clear(input);
    await userEvent.type(input, '-2.75');
    await expect(input).toHaveValue('-2.75');
  },
};

/** At most two decimals (a money amount). */
export const TwoDecimals: Story = {
  args: { label: 'Amount', allowedInput: 'decimal2' },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement, 'Amount');
    await userEvent.type(input, '1.2345');
    await expect(input).toHaveValue('1.23');
  },
};

/** A custom pattern: up to three capital letters (a country code). */
export const CustomPattern: Story = {
  args: { label: 'Country code', allowedInput: /^[A-Z]{0,3}$/ },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement, 'Country code');
    await expect(input).not.toHaveAttribute('inputmode');
    await userEvent.type(input, 'Ch1DE');
    await expect(input).toHaveValue('CDE');
  },
};

/** A paste that does not fit is refused as a whole. */
export const PasteRefused: Story = {
  args: { label: 'Impressions', allowedInput: 'integer', defaultValue: '10' },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement, 'Impressions');
    await userEvent.click(input);
    await userEvent.paste('00 pieces');
    await expect(input).toHaveValue('10');
    await userEvent.paste('00');
    await expect(input).toHaveValue('1000');
  },
};

export const LongText: Story = {
  args: {
    label:
      'Name of the campaign as it appears on the order confirmation, the invoice and every report sent to the customer',
    description:
      'Keep it short: long names are cut in lists. Use the customer’s own wording where possible, and avoid internal abbreviations that the customer would not understand.',
    errorMessage:
      'This name is already used by another campaign of the same customer in the same period; choose a different one.',
    defaultValue:
      'Frühlingskampagne Zürich Hauptbahnhof und Umgebung mit Plakaten, Bildschirmen und Online-Bannern',
  },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, /Name of the campaign/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { description: 'Shown on the invoice.', maxLength: 40, defaultValue: 'Winter sale' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('11 von 40 Zeichen')).toBeVisible();
  },
};
