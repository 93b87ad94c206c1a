import { useLayoutEffect, useRef, useState } from 'react';
import { useUiText } from '../../provider/context.ts';
import { Button } from '../Button/Button.tsx';
import { DropdownMenu, DropdownMenuItem } from '../DropdownMenu/DropdownMenu.tsx';
import { ChevronDownIcon } from '../Icon/Icon.tsx';
import { fittingTabs } from '../Tabs/fittingTabs.ts';
import * as styles from './DataTable.css.ts';

/** A bulk action of a table's selection bar. */
export interface BulkAction {
  id: string;
  label: string;
  onPress: () => void;
  isDisabled?: boolean;
}

/**
 * The selection bar's actions on one line (issue 33: at 1440 px the bar wrapped to two): the
 * ones that do not fit go into a "More" menu, as tabs do (the same fitting rule).
 */
export function OverflowActions({ actions }: { actions: readonly BulkAction[] }) {
  const text = useUiText();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const ids = actions.map((action) => action.id);
  const [shownIds, setShownIds] = useState<readonly string[]>(ids);
  const widths = useRef(new Map<string, number>());
  const moreWidth = useRef(80);
  const measure = useRef(() => {});
  measure.current = () => {
    if (!box) return;
    const buttons = [...box.querySelectorAll<HTMLElement>('[data-action]')];
    for (const button of buttons) {
      const id = button.dataset.action;
      if (id) widths.current.set(id, button.getBoundingClientRect().width);
    }
    const more = box.querySelector('button[aria-haspopup]');
    if (more) moreWidth.current = more.getBoundingClientRect().width;
    const gap = Number.parseFloat(getComputedStyle(box).columnGap) || 0;
    const next = fittingTabs(
      ids,
      ids.map((id) => widths.current.get(id) ?? 0),
      '',
      box.clientWidth,
      moreWidth.current + gap,
      gap,
    );
    setShownIds((current) => (current.join('\n') === next.join('\n') ? current : next));
  };
  useLayoutEffect(() => measure.current());
  useLayoutEffect(() => {
    if (!box) return;
    const watching = new ResizeObserver(() => measure.current());
    watching.observe(box);
    return () => watching.disconnect();
  }, [box]);
  const shown = actions.filter((action) => shownIds.includes(action.id));
  const hidden = actions.filter((action) => !shownIds.includes(action.id));
  return (
    <div ref={setBox} className={styles.bulkActions}>
      {shown.map((action) => (
        <span key={action.id} data-action={action.id} className={styles.bulkAction}>
          <Button
            variant="secondary"
            size="small"
            onPress={action.onPress}
            isDisabled={action.isDisabled}
          >
            {action.label}
          </Button>
        </span>
      ))}
      {hidden.length > 0 && (
        <DropdownMenu
          placement="bottom end"
          trigger={
            <Button variant="secondary" size="small">
              {text('ui.tabs.more')}
              <ChevronDownIcon />
            </Button>
          }
          onAction={(id) => actions.find((action) => action.id === String(id))?.onPress()}
        >
          {hidden.map((action) => (
            <DropdownMenuItem key={action.id} id={action.id} isDisabled={action.isDisabled}>
              {action.label}
            </DropdownMenuItem>
          ))}
        </DropdownMenu>
      )}
    </div>
  );
}
