import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea, type TextAreaProps } from './TextArea.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
Several lines of free text: a comment, a description, a message. One line is a **TextField**.

### Do / Don't
**Do**
- Give a label and a help text with the length limit.
- Size \`rows\` to the expected text.

**Don't**
- Use it for short values such as a name.
- Store text the user did not see (trim silently).

### Keyboard
Tab focuses it; Enter adds a line (it does not submit the form).

### Screen readers
Role textbox (multi-line), named by its label; help and error are its description.
`;

const meta = {
  title: 'Inputs/TextArea',
  component: TextArea,
  parameters: { docs: { description: { component: usage } } },
  args: { label: 'Message', onChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string | RegExp = 'Message') =>
  within(canvasElement).getByRole('textbox', { name });

function Controlled(props: TextAreaProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <TextArea {...props} value={value} onChange={setValue} />
      <output>Saved lines: {value.split('\n').length}</output>
    </>
  );
}

/** Enter starts a new line; the text keeps it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const textArea = field(canvasElement);
    await userEvent.type(textArea, 'First line{Enter}Second line');
    await expect(textArea).toHaveValue('First line\nSecond line');
    await expect(args.onChange).toHaveBeenLastCalledWith('First line\nSecond line');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const textArea = field(canvasElement);
    await userEvent.tab();
    await expect(textArea).toHaveFocus();
    await expect(textArea).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const WithDescription: Story = {
  args: { description: 'Only staff can read it.', isRequired: true },
  play: async ({ canvasElement }) => {
    const textArea = field(canvasElement);
    await expect(textArea).toHaveAccessibleDescription('Only staff can read it.');
    await expect(textArea).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'This field is required' },
  play: async ({ canvasElement }) => {
    const textArea = field(canvasElement);
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sent to the customer on 3 March.' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeDisabled();
  },
};

export const ControlledValue: Story = {
  args: { value: 'One' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '{Enter}Two');
    await expect(within(canvasElement).getByText('Saved lines: 2')).toBeVisible();
  },
};

export const CharacterCounter: Story = {
  args: { maxLength: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), 'Call back on Monday morning');
    await expect(field(canvasElement)).toHaveValue('Call back on Monday ');
    await expect(canvas.getByText('20 von 20 Zeichen')).toBeVisible();
  },
};

export const CharacterCounterFrench: Story = {
  ...CharacterCounter,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'Rappel');
    await expect(within(canvasElement).getByText('6 sur 20 caractères')).toBeVisible();
  },
};

/** The same input restrictions as a TextField, e.g. digits only. */
export const IntegerOnly: Story = {
  args: { label: 'Postcodes', allowedInput: /^[\d\n]*$/, inputMode: 'numeric' },
  play: async ({ canvasElement }) => {
    const textArea = field(canvasElement, 'Postcodes');
    await expect(textArea).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(textArea, '8001{Enter}Bern{Enter}3011');
    await expect(textArea).toHaveValue('8001\n\n3011');
  },
};

export const LongText: Story = {
  args: {
    label: 'Internal note for the operations team about the placement of this campaign',
    description: 'Everything written here is visible to every staff member of the company.',
    errorMessage: 'The note is longer than the 2000 characters the order confirmation can hold.',
    defaultValue:
      'Please place the winter banners above the fold on the regional news pages and keep them out of the sports section. '.repeat(
        6,
      ),
  },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, /Internal note/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { description: 'Only staff can read it.', maxLength: 200, defaultValue: 'Call back' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9 von 200 Zeichen')).toBeVisible();
  },
};
