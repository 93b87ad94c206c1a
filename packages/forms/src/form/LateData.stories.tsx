import { Button, NumberField, Stack } from '@adconsole/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod/mini';
import { FormTextField } from './fields/text.ts';
import { useLoadedDraft } from './useLoadedDraft.ts';
import { useZodForm } from './useZodForm.ts';

const schema = z.object({ subject: z.string(), note: z.string() });

const EMPTY = { subject: '', note: '' };
const STORED = { subject: 'Stored subject', note: 'Stored note' };

/**
 * A screen whose data arrives after it shows (a slow answer, a refetch): a react-hook-form form
 * (useZodForm's `values`) and a plain-state step (useLoadedDraft), as the post calculation is.
 * "Deliver the data" stands in for the answer.
 */
function LateDataScreen() {
  const [loaded, setLoaded] = useState(false);
  const { control } = useZodForm({
    schema,
    defaultValues: EMPTY,
    values: loaded ? STORED : EMPTY,
    onSubmit: () => undefined,
  });
  const draft = useLoadedDraft(
    loaded
      ? { units: 3, count: 2 }
      : { units: null as number | null, count: null as number | null },
  );
  return (
    <Stack space="medium">
      <FormTextField control={control} name="subject" label="Subject" />
      <FormTextField control={control} name="note" label="Note" />
      <NumberField
        label="Units"
        value={draft.values.units}
        onChange={(value) => draft.set('units', value)}
      />
      <NumberField
        label="Count"
        value={draft.values.count}
        onChange={(value) => draft.set('count', value)}
      />
      <Button variant="secondary" onPress={() => setLoaded(true)}>
        Deliver the data
      </Button>
    </Stack>
  );
}

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A form whose values live in plain state (a step driving a live preview) uses \`useLoadedDraft\`: data that arrives late never overwrites what the user typed. A react-hook-form form gets the same rule from \`useZodForm\`'s \`values\`.

### Do / Don't
**Do**
- Call \`forget\` after a save so the saved values show.
- Keep the loaded data as the source of every untouched field.

**Don't**
- Copy loaded data into state in an effect.
- Reset a typed field when a refetch arrives.

### Keyboard
Nothing of its own: the fields keep their own keys, and a late answer does not move focus.

### Screen readers
Nothing is announced when data arrives; a typed value stays as the user left it, so nothing changes under the screen reader.
`;

const meta = {
  title: 'Forms/LateData',
  component: LateDataScreen,
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof LateDataScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typed before the data arrived, the fields keep what the user typed; the fields the user left
 * alone show the data (issue 33: units typed before the post calculation's data arrived went
 * back to the stored ones).
 */
export const TypedBeforeTheDataArrives: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'My own subject');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Units' }), '200');
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver the data' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveValue('Stored note'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Count' })).toHaveValue('2');
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue('My own subject');
    await expect(canvas.getByRole('textbox', { name: 'Units' })).toHaveValue('200');
  },
};
