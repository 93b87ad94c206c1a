import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PaperclipIcon } from '../Icon/Icon.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Text } from '../Text/Text.tsx';
import { ShowMore } from './ShowMore.tsx';

const files = [
  'Offer_Winter_2026.pdf',
  'Print_format_A4.pdf',
  'Banner_300x250.png',
  'Banner_728x90.png',
  'Media_plan_final_v3_signed_by_customer.xlsx',
];

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A short list that shows its first items (three by default) and the rest behind Show more / Show less: attachments, participants. A long paged list is a **DataTable** with **Pagination**.

### Do / Don't
**Do**
- Name the list with \`aria-label\`.
- Keep \`limit\` small; the point is a compact first view.

**Don't**
- Use it for lists of hundreds of items.
- Put it around content that is not a list.

### Keyboard
Tab reaches the items' controls and the Show more / Show less button; Enter or Space toggles it.

### Screen readers
A list named by its \`aria-label\`; the toggle button announces expanded or collapsed and controls the list.
`;

const meta = {
  title: 'Primitives/ShowMore',
  component: ShowMore,
  parameters: { docs: { description: { component: usage } } },
  args: {
    'aria-label': 'Attachments',
    children: files.map((file) => (
      <Inline key={file} space="xsmall">
        <PaperclipIcon />
        <Text as="span">{file}</Text>
      </Inline>
    )),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ShowMore>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2: "Only the first 3 attachments are shown; the rest sit behind Show more / Show less." */
export const FirstThreeEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Attachments' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Show less' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Keyboard path: Tab to "Mehr anzeigen", Enter expands; the button says it is expanded. */
export const KeyboardGerman: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Mehr anzeigen' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Weniger anzeigen');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** Up to the limit there is nothing to hide and no button. */
export const FewItems: Story = {
  args: { children: files.slice(0, 3).map((file) => <Text key={file}>{file}</Text>) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
