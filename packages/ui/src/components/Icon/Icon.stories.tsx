import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { iconSizes } from './Icon.css.ts';
import { CriticalIcon, iconNames, icons, PhoneIcon } from './Icon.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A pictogram from the set (activity types, actions, statuses), beside text or inside an IconButton or IconLink. An action shown as an icon alone is an **IconButton**.

### Do / Don't
**Do**
- Leave it unlabelled (decorative) when text beside it says the same.
- Give \`label\` when the icon alone carries meaning.

**Don't**
- Draw your own SVG for an icon the set has.
- Make an icon clickable by itself.

### Keyboard
None: icons take no focus.

### Screen readers
Without a label it is hidden from screen readers (\`aria-hidden\`); with one it is an image named by the label.
`;

const meta = {
  title: 'Primitives/Icon',
  component: PhoneIcon,
  parameters: { docs: { description: { component: usage } } },
  argTypes: { size: { control: 'inline-radio', options: iconSizes } },
} satisfies Meta<typeof PhoneIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole set. Icons are decorative by default: hidden from assistive technology. */
export const Gallery: Story = {
  render: (args) => (
    <Inline space="large">
      {iconNames.map((name) => {
        const Icon = icons[name];
        return (
          <Stack key={name} space="xsmall" align="center">
            <Icon {...args} />
            <Text size="small" tone="muted" as="span">
              {name}
            </Text>
          </Stack>
        );
      })}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(iconNames.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** An icon that alone carries meaning (the footer's system status) gets a label. */
export const Labelled: Story = {
  render: () => <CriticalIcon size="medium" label="Not all systems operational" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Not all systems operational' }),
    ).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline>
      {iconSizes.map((size) => (
        <PhoneIcon key={size} size={size} />
      ))}
    </Inline>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Gallery.render };
