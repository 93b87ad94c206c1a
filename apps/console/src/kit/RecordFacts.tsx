import { Box, Text } from '@adconsole/ui';
import type { ReactNode } from 'react';

/** A fact of a record: its label (translated) and its value; an empty value is left out. */
export type RecordFact = readonly [label: string, value: ReactNode];

/** The main facts of a record as a description list, each fact left out while it is not known. */
export function RecordFacts({ facts, label }: { facts: readonly RecordFact[]; label: string }) {
  const known = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <Box as="dl" display="flex" flexWrap="wrap" gap="large" aria-label={label}>
      {known.map(([factLabel, value]) => (
        // A fact wider than the row (a long activity badge at 390 px) takes the row's width and
        // wraps inside it instead of running past the card's edge.
        <Box key={factLabel} minWidth={0}>
          <Text as="dt" size="small" tone="muted">
            {factLabel}
          </Text>
          <Text as="dd">{value}</Text>
        </Box>
      ))}
    </Box>
  );
}
