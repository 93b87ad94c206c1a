import { useCallback, useRef, useState } from 'react';

const nothingToLose = async () => true;

/**
 * Which inline form of a list is open (the create form or one entry's edit form), and the
 * guard of the open one: opening another form closes it, so a dirty one asks 'unsaved
 * changes' first (spec 2 §2), as its Cancel does.
 */
export function useInlineEditing<Editing>() {
  const [editing, setEditing] = useState<Editing>();
  const confirmLeave = useRef<() => Promise<boolean>>(nothingToLose);
  const open = useCallback(async (next: Editing) => {
    if (await confirmLeave.current()) setEditing(next);
  }, []);
  const close = useCallback(() => {
    confirmLeave.current = nothingToLose;
    setEditing(undefined);
  }, []);
  /** The open form hands over its 'unsaved changes' question; a form that goes takes it back. */
  const guard = useCallback((confirm: (() => Promise<boolean>) | undefined) => {
    confirmLeave.current = confirm ?? nothingToLose;
  }, []);
  return { editing, open, close, guard };
}
