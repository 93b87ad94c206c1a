import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { Text } from '../Text/Text.tsx';
import { Avatar } from './Avatar.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A person's initials in a circle, beside their name in a timeline, a header or a list. For a count or tag use **Badge**; for a status use **StatusBadge**.

### Do / Don't
**Do**
- Pass the full name; the initials come from its first and last word.
- Mark it decorative when the name is written beside it.

**Don't**
- Pass initials yourself.
- Use it as a button: it is not interactive.

### Keyboard
None: an avatar takes no focus.

### Screen readers
Named, it is an image (\`role="img"\`) named by the full name; decorative, it is hidden from screen readers so the name beside it is read once.
`;

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  parameters: { docs: { description: { component: usage } } },
  args: { name: 'Anna Muster' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The initials of the first and last name; the avatar is named after the person. */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Anna Muster' });
    await expect(avatar).toHaveTextContent('AM');
  },
};

export const SeveralNames: Story = {
  render: () => (
    <Inline>
      <Avatar name="Jean-Luc Rossier de Montmollin" />
      <Avatar name="marco" />
      <Avatar name="  Élodie   Favre " />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Jean-Luc Rossier de Montmollin' }),
    ).toHaveTextContent('JM');
    await expect(canvas.getByRole('img', { name: 'marco' })).toHaveTextContent('M');
    await expect(canvas.getByRole('img', { name: 'Élodie Favre' })).toHaveTextContent('ÉF');
  },
};

/** Beside the written name the avatar only decorates and is hidden from screen readers. */
export const BesideName: Story = {
  args: { isDecorative: true },
  render: (args) => (
    <Inline>
      <Avatar {...args} />
      <Text as="span">Anna Muster</Text>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
