import { lazyPart, usePart } from '@adconsole/ui';
import { useState } from 'react';

// The frame's side of the feedback widget (issue 44): the profile menu's entry takes a picture
// of the screen, then opens the dialog; both load on demand (issue 36: not with every page).

const feedbackPart = lazyPart(() =>
  import('./FeedbackDialog.tsx').then((module) => module.FeedbackDialog),
);

interface Asked {
  screenshot: string | undefined;
}

/** The feedback dialog's state: `ask` takes the screenshot and opens it; `dialog` renders it. */
export function useFeedback() {
  const [asked, setAsked] = useState<Asked>();
  const Dialog = usePart(feedbackPart, asked);
  const ask = async () => {
    // The menu closes first; the picture is of the screen the user was on.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    const main = document.querySelector<HTMLElement>('#root') ?? document.body;
    const screenshot = await import('./FeedbackDialog.tsx')
      .then((module) => module.screenOf(main))
      .catch(() => undefined);
    setAsked({ screenshot });
  };
  const dialog =
    asked && Dialog ? (
      <Dialog screenshot={asked.screenshot} onClose={() => setAsked(undefined)} />
    ) : null;
  return { ask, dialog };
}
