import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from './DatePicker.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
One date typed or picked from a calendar, shown DD.MM.YYYY: a start date, an invoice date. A period is a **DateRangePicker**; a time is a **TimeField**.

### Do / Don't
**Do**
- Give a label and the spec's min / max dates.
- Let users type: the segments accept digits.

**Don't**
- Use a TextField for dates.
- Show ISO dates next to it.

### Keyboard
Tab moves between the day, month and year segments and the calendar button; ArrowUp / ArrowDown change a segment; digits fill it. The button (Enter/Space) opens the calendar: arrows move by day / week, PageUp / PageDown by month, Enter chooses, Escape closes.

### Screen readers
A group named by its label; each segment is a spinbutton read with its name and value; the calendar is a dialog with a grid of days named by the month.
`;

const meta = {
  title: 'Inputs/DatePicker',
  component: DatePicker,
  parameters: { docs: { description: { component: usage } } },
  args: { label: 'Start date', onChange: fn() },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const dayInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('spinbutton', { name: /^(Tag|day),/i });
const calendarButton = (canvasElement: HTMLElement, name = 'Kalender öffnen') =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^${name}`) });

/** The day numbers of one week of the open calendar (0: the first week), Monday first. */
const weekDays = (week: number) =>
  within(page.getAllByRole('row')[week] as HTMLElement)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

/** The weekday letters over the open calendar's columns (hidden from screen readers). */
const weekdayHeadings = () =>
  [...page.getByRole('grid').querySelectorAll('thead th')].map((th) => th.textContent);

function Controlled(props: DatePickerProps) {
  const [value, setValue] = useState<string | null>('2026-03-02');
  return (
    <>
      <DatePicker {...props} value={value} onChange={setValue} />
      <output>Saved: {value ?? 'nothing'}</output>
    </>
  );
}

/** Keyboard only: Tab to the day and type the date; shown DD.MM.YYYY, given as YYYY-MM-DD. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(dayInput(canvasElement)).toHaveFocus();
    await expect(within(canvasElement).getByRole('group')).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
    await userEvent.keyboard('05012026');
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('05.01.2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-01-05');
  },
};

/** Keyboard only: open the calendar, move with the arrows, choose with Enter. */
export const PickInCalendar: Story = {
  args: { defaultValue: '2026-01-05' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(calendarButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('grid');
    // The calendar opens with the chosen day focused.
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^5$/));
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-01-13');
    await waitFor(() => expect(page.queryByRole('grid')).toBeNull());
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('13.01.2026');
  },
};

/** Weeks start on Monday and dates read DD.MM.YYYY in English too. */
export const MondayFirstInEnglish: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: '2026-01-05' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('05.01.2026');
    await userEvent.click(calendarButton(canvasElement, 'Open calendar'));
    await page.findByRole('grid');
    await expect(weekdayHeadings()).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
    // 5 January 2026 is a Monday: it opens the second week.
    await expect(weekDays(1)).toEqual(['5', '6', '7', '8', '9', '10', '11']);
    await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  },
};

export const MondayFirstInFrench: Story = {
  globals: { locale: 'fr' },
  args: { defaultValue: '2026-02-10' },
  play: async ({ canvasElement }) => {
    await userEvent.click(calendarButton(canvasElement, 'Ouvrir le calendrier'));
    await page.findByRole('grid');
    await expect(weekdayHeadings()[0]).toBe('L');
    // 2 February 2026 is a Monday: it opens the second week.
    await expect(weekDays(1)).toEqual(['2', '3', '4', '5', '6', '7', '8']);
  },
};

/** Days outside min and max cannot be chosen. */
export const WithLimits: Story = {
  args: { defaultValue: '2026-04-15', minValue: '2026-04-10', maxValue: '2026-04-20' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(calendarButton(canvasElement));
    const grid = await page.findByRole('grid');
    const ninth = within(grid).getByText('9');
    await expect(ninth).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(ninth);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(grid).getByText('20'));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-04-20');
  },
};

/** A text that is not a YYYY-MM-DD date leaves the field empty instead of guessing. */
export const MalformedValue: Story = {
  args: { defaultValue: '2026-02-31' },
  play: async ({ canvasElement }) => {
    await expect(dayInput(canvasElement)).toHaveAttribute('aria-valuetext', 'Leer');
  },
};

export const WithDescription: Story = {
  args: { description: 'The campaign starts at midnight.', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(dayInput(canvasElement)).toHaveAccessibleDescription(
      'The campaign starts at midnight.',
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Start before the end date', defaultValue: '2026-05-01' },
  play: async ({ canvasElement }) => {
    await expect(dayInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(dayInput(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining('Start before the end date'),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2026-05-01' },
  play: async ({ canvasElement }) => {
    await expect(dayInput(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(calendarButton(canvasElement)).toBeDisabled();
  },
};

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(dayInput(canvasElement));
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(canvasElement).getByText('Saved: 2026-03-03')).toBeVisible();
  },
};

/** The open calendar, as designers review it. */
export const OpenCalendar: Story = {
  args: { defaultValue: '2026-06-18' },
  play: async ({ canvasElement }) => {
    await userEvent.click(calendarButton(canvasElement));
    await expect(await page.findByRole('grid')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'First day on which the campaign is shown on every booked screen and website',
    description: 'Positions booked later start on their own date, shown in the position list.',
    defaultValue: '2026-12-31',
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: '2026-06-18', description: 'The campaign starts at midnight.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(calendarButton(canvasElement));
    await expect(await page.findByRole('grid')).toBeVisible();
  },
};
