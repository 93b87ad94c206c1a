import { type Option, preloadSelect } from '@adconsole/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod/mini';
import { atLeastOne, optionSchema, requiredChoice } from '../rules/choice.ts';
import { requiredDate } from '../rules/date.ts';
import { numericText, requiredText } from '../rules/text.ts';
import { FormShell } from '../shell/FormShell.tsx';
import { FormMultiSelect, FormSelect } from './fields/choice.ts';
import { FormDatePicker, FormTimeField } from './fields/dates.ts';
import { FormNumberField } from './fields/number.ts';
import { FormRadioGroup } from './fields/radioGroup.ts';
import { FormTextArea, FormTextField } from './fields/text.ts';
import { FormCheckbox, FormSwitch } from './fields/toggles.ts';
import { useZodForm } from './useZodForm.ts';

const activityTypes: readonly Option[] = [
  { id: 'MEETING', label: 'Meeting' },
  { id: 'PHONE', label: 'Phone call' },
];
const channels: readonly Option[] = [
  { id: 'print', label: 'Print' },
  { id: 'online', label: 'Online' },
  { id: 'radio', label: 'Radio' },
];

const schema = z.object({
  title: requiredText(),
  budget: numericText({ pattern: 'decimal2', max: 100000 }),
  impressions: z.number().check(z.int(), z.minimum(1)),
  activityType: requiredChoice(z.string(), 'Choose the activity type'),
  date: requiredDate(),
  time: z.nullable(z.string()),
  description: requiredText().check(z.maxLength(200)),
  channels: atLeastOne(optionSchema),
  priority: z.string(),
  notifySales: z.boolean(),
  isConfirmed: z.literal(true, { error: 'Confirm the booking' }),
});
type Values = z.input<typeof schema>;

const empty: Values = {
  title: '',
  budget: '',
  impressions: null as unknown as number,
  activityType: null,
  date: null as unknown as string,
  time: null,
  description: '',
  channels: [],
  priority: 'normal',
  notifySales: false,
  isConfirmed: false as true,
};

function BookingForm({
  onSave,
  defaultValues = empty,
}: {
  onSave: (values: z.output<typeof schema>) => void;
  defaultValues?: Values;
}) {
  const controller = useZodForm({ schema, defaultValues, onSubmit: onSave });
  const { control } = controller;
  return (
    <FormShell controller={controller} title="Booking">
      <FormTextField control={control} name="title" label="Title" isRequired />
      <FormTextField
        control={control}
        name="budget"
        label="Budget (CHF)"
        allowedInput="decimal2"
        isRequired
      />
      <FormNumberField control={control} name="impressions" label="Impressions" isRequired />
      <FormSelect
        control={control}
        name="activityType"
        label="Activity type"
        options={activityTypes}
        isRequired
      />
      <FormDatePicker control={control} name="date" label="Date" isRequired />
      <FormTimeField control={control} name="time" label="Time" />
      <FormTextArea
        control={control}
        name="description"
        label="Description"
        maxLength={200}
        isRequired
      />
      <FormMultiSelect
        control={control}
        name="channels"
        label="Channels"
        options={channels}
        isRequired
      />
      <FormRadioGroup
        control={control}
        name="priority"
        label="Priority"
        orientation="horizontal"
        options={[
          { value: 'normal', label: 'Normal' },
          { value: 'high', label: 'High' },
        ]}
      />
      <FormSwitch control={control} name="notifySales" label="Notify sales" />
      <FormCheckbox control={control} name="isConfirmed" label="Booking confirmed" />
    </FormShell>
  );
}

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
The bound fields of a form (FormTextField, FormSelect, FormMultiSelect, FormDatePicker, …): each is the ui field of the same name wired to react-hook-form and zod, with the spec's messages. Outside a form, use the ui field itself.

### Do / Don't
**Do**
- Use the rules of \`rules/\` (requiredText, requiredChoice, …) so messages match the spec.
- Let \`placeServerErrors\` put a 422's errors on the fields.

**Don't**
- Hand-wire \`register\` for a field these cover.
- Write messages in the component.

### Keyboard
As the ui field it wraps; on a failed submit, focus moves to the topmost field in error.

### Screen readers
As the ui field; its error message is its description and is read when focus moves to it.
`;

const meta = {
  title: 'Forms/Fields',
  component: BookingForm,
  parameters: { docs: { description: { component: usage } } },
  args: { onSave: fn() },
} satisfies Meta<typeof BookingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, role: string, name: string) =>
  within(canvasElement).getByRole(role, { name: new RegExp(`^${name}`) });

/** A new form shows no errors before anyone touched it. */
export const Untouched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(canvas.queryByText('Dieses Feld ist erforderlich')).toBeNull();
  },
};

/**
 * spec 1 §5: errors show after submit, and the page scrolls to the topmost field in error,
 * which gets the focus. Every field says what is missing, in English.
 */
export const SubmitEmptyEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const title = field(canvasElement, 'textbox', 'Title');
    // Validation runs asynchronously: on a busy machine the messages come a moment later.
    await waitFor(() => expect(title).toHaveAccessibleDescription('field is required'));
    await waitFor(() => expect(title).toHaveFocus());
    await expect(field(canvasElement, 'textbox', 'Budget')).toHaveAccessibleDescription(
      'field is required',
    );
    await expect(canvas.getByText('Choose the activity type')).toBeVisible();
    await expect(canvas.getByText('Choose at least one item')).toBeVisible();
    await expect(canvas.getByText('Confirm the booking')).toBeVisible();
    await expect(canvas.getAllByText('field is required')).toHaveLength(5);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The same in German, the default language of the stories. */
export const SubmitEmptyGerman: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    // Validation runs after the click's turn: wait for it (stop 57's CI, a busy machine).
    await waitFor(() =>
      expect(field(canvasElement, 'textbox', 'Title')).toHaveAccessibleDescription(
        'Dieses Feld ist erforderlich',
      ),
    );
    await expect(canvas.getByText('Mindestens einen Eintrag auswählen')).toBeVisible();
  },
};

/** spec 1 §5: "Form errors show after a field is touched": only the touched field speaks. */
export const TouchedField: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const title = field(canvasElement, 'textbox', 'Title');
    await userEvent.click(title);
    await userEvent.type(title, '   ');
    await userEvent.tab();
    await expect(title).toHaveAccessibleDescription('field is required');
    await expect(field(canvasElement, 'textbox', 'Budget')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(title, 'Spring campaign');
    await expect(title).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * spec 1 §5: numbers with up to 2 decimals, comma or dot; the field refuses a third decimal as
 * it is typed, and the rule names the maximum.
 */
export const NumberPattern: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const budget = field(canvasElement, 'textbox', 'Budget');
    await userEvent.type(budget, '12,345');
    await expect(budget).toHaveValue('12,34');
    await userEvent.clear(budget);
    await userEvent.type(budget, '150000');
    await userEvent.tab();
    await expect(budget).toHaveAccessibleDescription('Must be at most 100000');
  },
};

/** spec 1 §5: a maximum length with a character counter. */
export const CharacterCounter: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'textbox', 'Description'), 'Kickoff');
    await expect(within(canvasElement).getByText('7 von 200 Zeichen')).toBeVisible();
  },
};

/** A complete form saves trimmed text, the number as typed and the chosen options. */
export const Saves: Story = {
  args: {
    defaultValues: {
      ...empty,
      title: ' Spring campaign ',
      budget: '1250,50',
      impressions: 20000,
      activityType: 'MEETING',
      date: '2026-03-02',
      description: 'Kickoff with the agency',
      channels: [{ id: 'print', label: 'Print' }],
      isConfirmed: true,
    },
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Spring campaign',
          budget: '1250,50',
          activityType: 'MEETING',
          channels: [{ id: 'print', label: 'Print' }],
        }),
      ),
    );
  },
};

const issueSchema = z.object({
  medium: requiredChoice(z.string()),
  issue: z.nullable(z.string()),
});

/** A form whose submit handler adds a rule the schema cannot say (a print position's issue). */
function IssueForm({ onSave }: { onSave: (values: z.output<typeof issueSchema>) => void }) {
  const controller = useZodForm({
    schema: issueSchema,
    defaultValues: { medium: 'print', issue: null },
    onSubmit: (values) => {
      if (values.medium === 'print' && !values.issue) {
        controller.form.setError('issue', { type: 'required', message: 'Choose the issue' });
        return;
      }
      onSave(values);
    },
  });
  return (
    <FormShell controller={controller} title="Position">
      <FormSelect
        control={controller.control}
        name="medium"
        label="Medium"
        options={channels}
        isRequired
      />
      <FormSelect
        control={controller.control}
        name="issue"
        label="Issue"
        options={activityTypes}
        isRequired
      />
    </FormShell>
  );
}

/** Issue 33: a field error the submit handler sets shows inline (it was reset away). */
export const SubmitHandlerError: Story = {
  globals: { locale: 'en' },
  // The full Select from the start: its reference shows the invalid field focused, which the
  // on-demand button only matches once react-aria's Select has loaded (the order of the run).
  loaders: [
    async () => {
      await preloadSelect();
      return {};
    },
  ],
  render: (args) => <IssueForm onSave={args.onSave} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByText('Choose the issue')).toBeVisible());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
