import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod/mini';
import { FormDatePicker, FormDateRangePicker } from '../form/fields/dates.ts';
import { useZodForm } from '../form/useZodForm.ts';
import { FormShell } from '../shell/FormShell.tsx';
import { promotionDateRange } from './date.ts';

const schema = z.object({ dates: promotionDateRange() });
type Dates = { start: string | null; end: string | null } | null;

function PromotionDates({
  dates,
  isRange = false,
  onSave,
}: {
  dates: Dates;
  isRange?: boolean;
  onSave: (values: z.output<typeof schema>) => void;
}) {
  const controller = useZodForm({ schema, defaultValues: { dates }, onSubmit: onSave });
  const { control } = controller;
  return (
    <FormShell controller={controller} title="Promotion">
      {isRange ? (
        <FormDateRangePicker control={control} name="dates" label="Period" isRequired />
      ) : (
        <>
          <FormDatePicker control={control} name="dates.start" label="Start date" isRequired />
          <FormDatePicker control={control} name="dates.end" label="End date" isRequired />
        </>
      )}
    </FormShell>
  );
}

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
The promotion's dates with the spec's date rules (\`promotionDateRange\`), bound with FormDatePicker and FormDateRangePicker. Any period with the same rules uses these rules rather than its own checks.

### Do / Don't
**Do**
- Take the rule from \`rules/date.ts\`.
- Show the rule's message on the field it concerns.

**Don't**
- Check the dates in the component.
- Accept an end before the start.

### Keyboard
As DatePicker and DateRangePicker: segments with arrows and digits, the calendar with arrows, PageUp / PageDown, Enter and Escape.

### Screen readers
As the date fields; a broken rule's message is the field's description, read when focus reaches it after a submit.
`;

const meta = {
  title: 'Forms/PromotionDates',
  component: PromotionDates,
  parameters: { docs: { description: { component: usage } } },
  args: { dates: { start: null, end: null }, onSave: fn() },
} satisfies Meta<typeof PromotionDates>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement, name: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));
const shows = (canvasElement: HTMLElement, message: string) =>
  waitFor(() => expect(within(canvasElement).getByText(message)).toBeVisible());

/** spec 3 §5: "dates required (DATES_ARE_REQUIRED)". */
export const DatesAreRequired: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    await submit(canvasElement, 'Save');
    await shows(canvasElement, 'Start and end date are required');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The same on one range picker, in German. */
export const DatesAreRequiredRange: Story = {
  args: { isRange: true, dates: null },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'Speichern');
    await shows(canvasElement, 'Start- und Enddatum sind erforderlich');
  },
};

/** spec 3 §5: "start required (START_DATE_IS_REQUIRED)", on the start date. */
export const StartDateIsRequired: Story = {
  globals: { locale: 'en' },
  args: { dates: { start: null, end: '2026-05-31' } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'Save');
    await shows(canvasElement, 'The start date is required');
  },
};

/** spec 3 §5: "end required (END_DATE_IS_REQUIRED)", in German. */
export const EndDateIsRequired: Story = {
  args: { dates: { start: '2026-05-01', end: null } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'Speichern');
    await shows(canvasElement, 'Das Enddatum ist erforderlich');
  },
};

/** spec 3 §5: "start must not be after end (START_DATE_MUST_BE_BEFORE_END_DATE)". */
export const StartAfterEnd: Story = {
  globals: { locale: 'en' },
  args: { dates: { start: '2026-06-01', end: '2026-05-01' } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'Save');
    await shows(canvasElement, 'The start date must be before the end date');
  },
};

/** Typing the end date (DD.MM.YYYY) fixes the range, which saves as 'YYYY-MM-DD'. */
export const TypedDates: Story = {
  args: { dates: { start: '2026-05-01', end: null } },
  play: async ({ args, canvasElement }) => {
    const end = within(canvasElement).getAllByRole('spinbutton', { name: /^(Tag|day),/i })[1];
    await userEvent.click(end as HTMLElement);
    await userEvent.keyboard('31052026');
    await submit(canvasElement, 'Speichern');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        dates: { start: '2026-05-01', end: '2026-05-31' },
      }),
    );
  },
};
