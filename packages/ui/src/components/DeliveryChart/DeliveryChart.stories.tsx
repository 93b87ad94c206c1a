import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeliveryChart, type DeliveryPoint } from './DeliveryChart.tsx';

/** Four weeks of a Wideboard's delivery: weekends lower, a fifth viewable less. */
const fourWeeks: DeliveryPoint[] = Array.from({ length: 28 }, (_, index) => {
  const weekend = index % 7 >= 5;
  const impressions = Math.round((weekend ? 9_000 : 14_000) + ((index * 977) % 2_500));
  return {
    day: `2026-03-${String(index + 1).padStart(2, '0')}`,
    impressions,
    viewableImpressions: Math.round(impressions * 0.62),
  };
});

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A small bar chart of an ad's daily delivery: impressions per day, the viewable part inside, days without delivery marked. For a line chart of several figures use **TimeSeriesChart**.

### Do / Don't
**Do**
- Give a \`title\` and a \`description\` summarising the figures.
- Show the same figures as text beside it.

**Don't**
- Rely on the chart alone for the numbers.
- Use it for more than a few weeks of days.

### Keyboard
None: the chart is a picture and takes no focus.

### Screen readers
An image (\`role="img"\`) named by its title and described by its description; the bars themselves are not read.
`;

const meta = {
  title: 'Composites/DeliveryChart',
  component: DeliveryChart,
  parameters: { docs: { description: { component: usage } } },
  args: {
    points: fourWeeks,
    title: 'Impressions per day of Wideboard Startseite',
    description: '28 days, 336,812 impressions, 62 % viewable',
  },
} satisfies Meta<typeof DeliveryChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A running position: a bar per day, the viewable part darker. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', {
      name: 'Impressions per day of Wideboard Startseite 28 days, 336,812 impressions, 62 % viewable',
    });
    await expect(chart.querySelectorAll('g')).toHaveLength(28);
  },
};

/** A position that did not start: its first two days delivered nothing (the START check). */
export const NoStart: Story = {
  args: {
    points: fourWeeks.map((point, index) =>
      index < 2 ? { ...point, impressions: 0, viewableImpressions: 0 } : point,
    ),
    description: '28 days, nothing on the first two',
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img');
    await expect(chart.querySelectorAll('g')).toHaveLength(26);
    await expect(chart.querySelectorAll(':scope > rect')).toHaveLength(2);
  },
};

/** No delivery yet: only the baseline. */
export const Empty: Story = {
  args: { points: [], description: 'No delivery reported yet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toBeVisible();
  },
};
