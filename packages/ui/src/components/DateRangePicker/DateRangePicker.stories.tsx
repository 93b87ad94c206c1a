import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type DateRange, DateRangePicker, type DateRangePickerProps } from './DateRangePicker.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A period with a start and an end date: a campaign's run, a filter's period. One date is a **DatePicker**.

### Do / Don't
**Do**
- Give a label; the spec's period rules run on the whole range.
- Let users type both dates or pick them in the calendar.

**Don't**
- Use two separate DatePickers for one period.
- Allow an end before the start.

### Keyboard
Tab moves through the start and end segments and the calendar button; ArrowUp / ArrowDown change a segment. In the calendar, arrows move, Enter picks the start and then the end, PageUp / PageDown change the month, Escape closes.

### Screen readers
A group named by its label, with start and end date fields; the calendar is a dialog whose grid announces the chosen range.
`;

const meta = {
  title: 'Inputs/DateRangePicker',
  component: DateRangePicker,
  parameters: { docs: { description: { component: usage } } },
  args: { label: 'Booking period', onChange: fn() },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const dayInputs = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('spinbutton', { name: /^(Tag|day),/i });
const calendarButton = (canvasElement: HTMLElement, name = 'Kalender öffnen') =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^${name}`) });
const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: 'Booking period' });

function Controlled(props: DateRangePickerProps) {
  const [value, setValue] = useState<DateRange | null>({ start: '2026-03-02', end: '2026-03-08' });
  return (
    <>
      <DateRangePicker {...props} value={value} onChange={setValue} />
      <output>Saved: {value ? `${value.start} to ${value.end}` : 'nothing'}</output>
    </>
  );
}

/** Keyboard only: type both dates; the app gets both ends as YYYY-MM-DD. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(dayInputs(canvasElement)[0]).toHaveFocus();
    await userEvent.keyboard('01032026');
    await expect(dayInputs(canvasElement)[1]).toHaveFocus();
    await userEvent.keyboard('15032026');
    await expect(field(canvasElement)).toHaveTextContent('01.03.2026–15.03.2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: '2026-03-01',
      end: '2026-03-15',
    });
  },
};

/** Keyboard only: open the calendar, Enter on the first day, arrows, Enter on the last. */
export const PickInCalendar: Story = {
  args: { defaultValue: { start: '2026-01-05', end: '2026-01-06' } },
  play: async ({ canvasElement, args }) => {
    // Six date segments, then the calendar button.
    for (let segment = 0; segment < 7; segment += 1) await userEvent.tab();
    await expect(calendarButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('grid');
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^5$/));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // Having taken the first day, the calendar moves on by one to show a range is under way.
    await expect(document.activeElement).toHaveTextContent(/^13$/);
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveTextContent(/^14$/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: '2026-01-12',
      end: '2026-01-14',
    });
    await waitFor(() => expect(page.queryByRole('grid')).toBeNull());
    await expect(field(canvasElement)).toHaveTextContent('12.01.2026–14.01.2026');
  },
};

/** Weeks start on Monday in Italian too (and in every other language). */
export const MondayFirstInItalian: Story = {
  globals: { locale: 'it' },
  args: { defaultValue: { start: '2026-06-01', end: '2026-06-07' } },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveTextContent('01.06.2026–07.06.2026');
    await userEvent.click(calendarButton(canvasElement, 'Apri il calendario'));
    const grid = await page.findByRole('grid');
    // 1 June 2026 is a Monday: the first week starts with it.
    const firstWeek = within(within(grid).getAllByRole('row')[0] as HTMLElement);
    await expect(firstWeek.getAllByRole('gridcell')[0]).toHaveTextContent('1');
  },
};

export const WithDescription: Story = {
  args: { description: 'Both days are included.', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(dayInputs(canvasElement)[0]).toHaveAccessibleDescription(
      'Both days are included.',
    );
  },
};

export const Invalid: Story = {
  args: {
    errorMessage: 'At most 31 days',
    defaultValue: { start: '2026-01-01', end: '2026-03-01' },
  },
  play: async ({ canvasElement }) => {
    await expect(dayInputs(canvasElement)[0]).toHaveAttribute('aria-invalid', 'true');
    await expect(dayInputs(canvasElement)[1]).toHaveAccessibleDescription(
      expect.stringContaining('At most 31 days'),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: '2026-01-01', end: '2026-01-31' } },
  play: async ({ canvasElement }) => {
    await expect(calendarButton(canvasElement)).toBeDisabled();
  },
};

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(dayInputs(canvasElement)[1] as HTMLElement);
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(canvasElement).getByText('Saved: 2026-03-02 to 2026-03-09')).toBeVisible();
  },
};

export const OpenCalendar: Story = {
  args: { defaultValue: { start: '2026-06-08', end: '2026-06-19' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(calendarButton(canvasElement));
    await expect(await page.findByRole('grid')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Period in which the campaign is shown on every booked screen and website',
    description: 'Both days are included; positions may have shorter periods of their own.',
    defaultValue: { start: '2026-01-01', end: '2026-12-31' },
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: { start: '2026-06-08', end: '2026-06-19' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(calendarButton(canvasElement));
    await expect(await page.findByRole('grid')).toBeVisible();
  },
};
