// Every story of every package runs as a test in headless Chromium: it renders with the
// preview's decorators, its play function runs, axe must find no violation, the result must
// look like its committed visual reference, and axe must find no violation in the dark theme
// either (issue 46).
// (Storybook's own vitest addon cannot run on vitest 5 yet: its pre-bundled setup file
// finds no runner, vitest #10944. Portable stories give the same test without it.)
//
// Visual references: see visual.ts for where they live. A story without one (a new story, or
// a new platform) gets one written and passes with a notice; review the image and commit it.
// After an intended change of looks, rewrite the references on purpose:
//   vitest run --config .storybook/vitest.config.ts --update -t "Primitives/Button"

import { darkTheme, lightTheme } from '@adconsole/ui';
import type { Meta } from '@storybook/react-vite';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import axe from 'axe-core';
import { configure } from 'storybook/test';
import { afterEach, describe, expect, test } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import * as preview from './preview.tsx';
import { referenceName } from './visual.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    hasVisualReference: (name: string) => Promise<boolean>;
  }
}

type StoriesModule = { default: Meta } & Record<string, unknown>;
type ComposedStory = { run: (context: { canvasElement: HTMLElement }) => Promise<void> } & {
  load: () => Promise<void>;
};

// Once, globally: composeStories then applies the preview's decorators (passing them again
// would wrap every story twice).
setProjectAnnotations([preview]);

// `npm test` runs the stories beside the server and end-to-end suites on two cores: a dialog
// that opens on demand may take longer than testing-library's 1 s to appear (ci27: the
// unsaved-changes question), and a long story longer than 15 s to play. Waits are waits for
// something to happen, so a longer limit never hides a failure; it only stops a busy machine
// from counting as one.
// ci31: the on-demand unsaved-changes dialog (FormDialog EscapeOnDirtyForm) took over 5 s again.
configure({ asyncUtilTimeout: 15_000 });

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

// Screenshots must not depend on timing: no transitions, no blinking caret, no smooth scroll.
const stillStyle = document.createElement('style');
stillStyle.textContent = `*, *::before, *::after {
  transition: none !important; animation-play-state: paused !important;
  caret-color: transparent !important; scroll-behavior: auto !important; }
html { min-height: 100%; }`;
document.head.append(stillStyle);

/** What a story rendered outside its canvas: the portals of its overlays. */
function overlaysOutside(canvasElement: HTMLElement): Element[] {
  return [...document.body.children].filter(
    (element) =>
      element !== canvasElement && !element.matches('[data-live-announcer], script, style, link'),
  );
}

/**
 * What the reference shows: the story's canvas, or the whole viewport when the story left an
 * overlay open (dialogs, menus, tooltips and toasts render outside the canvas).
 */
function screenshotTarget(canvasElement: HTMLElement): HTMLElement {
  // Visually hidden helpers (react-aria's live announcer stays once created) do not count.
  const isShown = (element: Element) => {
    const { width, height } = element.getBoundingClientRect();
    return width > 1 && height > 1;
  };
  // Portal containers have no size of their own: their positioned content has.
  const portalled = [...document.body.children]
    .filter((element) => element !== canvasElement && !element.matches('[data-live-announcer]'))
    .flatMap((element) => [element, ...element.querySelectorAll('*')]);
  const fixed = [...canvasElement.querySelectorAll('*')].filter(
    (element) => getComputedStyle(element).position === 'fixed',
  );
  const hasOverlay = [...portalled, ...fixed].some(isShown);
  return hasOverlay ? document.documentElement : canvasElement;
}

/**
 * Parks the real pointer in the viewport's bottom-right corner. Stories click with synthetic
 * events, which leave it where an earlier story's real pointer was, and browsers differ in
 * when they re-evaluate :hover there (Debian's Chromium kept a link hovered that
 * @sparticuz/chromium did not): a screenshot must not depend on either.
 */
async function parkPointer() {
  await userEvent.hover(page.elementLocator(document.documentElement), {
    position: { x: 1023, y: 767 },
    force: true,
  });
}

let canvasElement: HTMLElement | undefined;
let lastStory: ComposedStory | undefined;
afterEach(async () => {
  // Unmount the story (its overlays and their document listeners go with it).
  await lastStory?.load();
  lastStory = undefined;
  canvasElement?.remove();
  canvasElement = undefined;
  document.documentElement.style.background = '';
});

for (const [file, storiesModule] of Object.entries(modules)) {
  const title = storiesModule.default.title ?? file;
  const stories = composeStories(storiesModule);

  describe(title, () => {
    for (const [name, story] of Object.entries(stories)) {
      test(name, async ({ annotate }) => {
        await parkPointer();
        canvasElement = document.createElement('div');
        // The screenshot's margin is there before the story renders: an overlay it opens
        // (a tooltip, a popover) is placed against the final layout, not shifted after.
        canvasElement.style.padding = '8px';
        document.body.append(canvasElement);
        lastStory = story as unknown as ComposedStory;
        await story.run({ canvasElement });

        // The canvas and what the story opened outside it (a list's popover, a menu, a
        // dialog, a tooltip): an open list is judged as the page shows it.
        const judge = async (element: HTMLElement) =>
          describeViolations(
            (
              await axe.run(
                { include: [element, ...overlaysOutside(element)] },
                { resultTypes: ['violations'], rules: { region: { enabled: false } } },
              )
            ).violations,
          );
        expect(await judge(canvasElement)).toEqual([]);

        await document.fonts.ready;
        // A margin of the theme's page colour, so focus rings and shadows at the edge show.
        const themed = canvasElement.firstElementChild;
        const pageColour = themed ? getComputedStyle(themed).backgroundColor : '';
        canvasElement.style.background = pageColour;
        document.documentElement.style.background = pageColour;
        const reference = referenceName(file, name);
        const target = page.elementLocator(screenshotTarget(canvasElement));
        if (await commands.hasVisualReference(reference)) {
          await expect(target).toMatchScreenshot(reference);
        } else {
          // vitest fails a missing reference after writing it (locally beside the story, on
          // CI under .reports/visual); a new story must not fail until someone commits it.
          await expect(target)
            .toMatchScreenshot(reference)
            .catch(() => undefined);
          await annotate(`New visual reference for ${title} ${name}: review and commit it.`);
        }

        // The dark pass (issue 46): the same story as it is now in the dark theme, judged by axe
        // again (its looks are the light reference's). The theme is a class of the provider's
        // element and of each overlay (useThemeClassName): swapped in place, no second render.
        for (const themed of document.querySelectorAll(`.${lightTheme}`)) {
          themed.classList.replace(lightTheme, darkTheme);
        }
        await new Promise((resolve) => requestAnimationFrame(resolve));
        expect(await judge(canvasElement), 'in the dark theme').toEqual([]);
      });
    }
  });
}
