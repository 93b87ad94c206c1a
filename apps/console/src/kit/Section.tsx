import { Card, Heading, Stack } from '@adconsole/ui';
import { type ComponentProps, type ReactNode, useId } from 'react';

/**
 * A titled part of a page: a card that is a region named by its heading, its content spaced
 * beneath the heading.
 */
export function Section({
  title,
  level = 2,
  space = 'medium',
  children,
}: {
  title: ReactNode;
  level?: 2 | 3;
  space?: ComponentProps<typeof Stack>['space'];
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space={space}>
        <Heading level={level} id={headingId}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}
