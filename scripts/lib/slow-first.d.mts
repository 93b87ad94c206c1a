import type { TestSequencerConstructor } from 'vitest/node';
export function slowFirst(names: readonly string[]): TestSequencerConstructor;
