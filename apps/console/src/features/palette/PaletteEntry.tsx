import { IconButton, lazyPart, SearchIcon, usePart } from '@adconsole/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The palette's code, loaded when it first opens (issue 36: not with every page). */
const palettePart = lazyPart(() =>
  import('./CommandPaletteHost.tsx').then((module) => module.CommandPaletteHost),
);

/** Ctrl-K (⌘-K on a Mac) anywhere behind sign-in, a text field's included, as in other tools. */
const isPaletteKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key === 'k';

/**
 * The command palette (issue 46): the header's search button and Ctrl/⌘-K open it on every
 * signed-in page; it goes to any screen the user may open and finds records by name.
 */
export function PaletteEntry() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  const Host = usePart(palettePart, isOpen);
  return (
    <>
      <IconButton
        label={t('palette.open')}
        icon={<SearchIcon />}
        onPress={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
      />
      {Host && <Host isOpen={isOpen} onOpenChange={setOpen} />}
    </>
  );
}
