import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { iconSizes } from './Icon.css.ts';
import { CriticalIcon, iconNames, icons, PhoneIcon } from './Icon.tsx';

const meta = {
  title: 'Primitives/Icon',
  component: PhoneIcon,
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
