import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeField, type TimeFieldProps } from './TimeField.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A time of day typed as HH:mm: a meeting's start, a send time. A date is a **DatePicker**.

### Do / Don't
**Do**
- Give a label; the field shows the 24-hour Swiss format in every language.
- Pair it with a DatePicker for a moment.

**Don't**
- Use a TextField for times.
- Ask for seconds unless the spec does.

### Keyboard
Tab moves between the hour and minute segments; ArrowUp / ArrowDown change the focused segment; typing digits fills it; Backspace clears it.

### Screen readers
A group named by its label; each segment is a spinbutton announced with its name (hour, minute) and value.
`;

const meta = {
  title: 'Inputs/TimeField',
  component: TimeField,
  parameters: { docs: { description: { component: usage } } },
  args: { label: 'Start time', onChange: fn() },
} satisfies Meta<typeof TimeField>;
export default meta;
type Story = StoryObj<typeof meta>;

const segment = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('spinbutton', { name });

const hours = (canvasElement: HTMLElement) => segment(canvasElement, /^(Stunde|hour),/i);
const minutes = (canvasElement: HTMLElement) => segment(canvasElement, /^minute,/i);

function Controlled(props: TimeFieldProps) {
  const [value, setValue] = useState<string | null>('08:00');
  return (
    <>
      <TimeField {...props} value={value} onChange={setValue} />
      <output>Saved: {value ?? 'nothing'}</output>
    </>
  );
}

/** Keyboard only: Tab to the hours, type the time; the app gets 'HH:mm'. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(hours(canvasElement)).toHaveFocus();
    await expect(hours(canvasElement)).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('0930');
    await expect(hours(canvasElement)).toHaveTextContent('09');
    await expect(minutes(canvasElement)).toHaveTextContent('30');
    await expect(args.onChange).toHaveBeenLastCalledWith('09:30');
  },
};

/** 24-hour clock in every language, with no AM/PM part. */
export const TwentyFourHoursInEnglish: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: '17:05' },
  play: async ({ canvasElement }) => {
    await expect(hours(canvasElement)).toHaveTextContent('17');
    await expect(minutes(canvasElement)).toHaveTextContent('05');
    await expect(within(canvasElement).queryByRole('spinbutton', { name: /AM|PM/i })).toBeNull();
  },
};

/** Arrow keys step a segment, wrapping round the clock. */
export const ArrowKeys: Story = {
  args: { defaultValue: '23:59' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(hours(canvasElement));
    await userEvent.keyboard('{ArrowUp}');
    await expect(hours(canvasElement)).toHaveTextContent('00');
    await expect(args.onChange).toHaveBeenLastCalledWith('00:59');
  },
};

export const WithDescription: Story = {
  args: { description: 'Local time in Zurich.', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(hours(canvasElement)).toHaveAccessibleDescription('Local time in Zurich.');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Start before the end', defaultValue: '18:00' },
  play: async ({ canvasElement }) => {
    await expect(hours(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    // react-aria reads the whole time first ("Ausgewählte Zeit: 18:00"), then the error.
    await expect(hours(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining('Start before the end'),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '12:00' },
  play: async ({ canvasElement }) => {
    await expect(hours(canvasElement)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(minutes(canvasElement));
    await userEvent.keyboard('45');
    await expect(within(canvasElement).getByText('Saved: 08:45')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Time the screens switch to the campaign on the first day of the booking period',
    description: 'Screens that are offline at that time switch when they come back online.',
    defaultValue: '06:00',
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: '14:30', description: 'Local time.' },
};
