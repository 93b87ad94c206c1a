// Every story of every package runs as a test in headless Chromium: it renders with the
// preview's decorators, its play function runs, and axe must find no violation.
// (Storybook's own vitest addon cannot run on vitest 5 yet: its pre-bundled setup file
// finds no runner, vitest #10944. Portable stories give the same test without it.)

import type { Meta } from '@storybook/react-vite';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import axe from 'axe-core';
import { afterEach, describe, expect, test } from 'vitest';
import * as preview from './preview.tsx';

type StoriesModule = { default: Meta } & Record<string, unknown>;

const projectAnnotations = setProjectAnnotations([preview]);

const modules = import.meta.glob<StoriesModule>('../packages/*/src/**/*.stories.{ts,tsx}', {
  eager: true,
});

function describeViolations(violations: axe.Result[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

let canvasElement: HTMLElement | undefined;
afterEach(() => {
  canvasElement?.remove();
  canvasElement = undefined;
});

for (const [file, storiesModule] of Object.entries(modules)) {
  const title = storiesModule.default.title ?? file;
  const stories = composeStories(storiesModule, projectAnnotations);

  describe(title, () => {
    for (const [name, story] of Object.entries(stories)) {
      test(name, async () => {
        canvasElement = document.createElement('div');
        document.body.append(canvasElement);
        await story.run({ canvasElement });

        const results = await axe.run(canvasElement, {
          resultTypes: ['violations'],
          rules: { region: { enabled: false } },
        });
        expect(describeViolations(results.violations)).toEqual([]);
      });
    }
  });
}
