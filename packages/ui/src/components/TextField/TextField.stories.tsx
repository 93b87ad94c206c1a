import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField.tsx';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Campaign name' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: TextFieldProps) {
  const [value, setValue] = useState(props.value ?? '');
  return <TextField {...props} value={value} onChange={setValue} />;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Campaign name' });
    await userEvent.type(input, 'Winter sale');
    await expect(input).toHaveValue('Winter sale');
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown to the customer on the invoice.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Campaign name' });
    await expect(input).toHaveAccessibleDescription('Shown to the customer on the invoice.');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'This field is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Campaign name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This field is required');
  },
};

/** The counter follows the text; the browser stops typing at the maximum. */
export const CharacterCounter: Story = {
  args: { maxLength: 10 },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 von 10 Zeichen')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), 'Spring campaign');
    await expect(canvas.getByRole('textbox')).toHaveValue('Spring cam');
    await expect(canvas.getByText('10 von 10 Zeichen')).toBeVisible();
  },
};
