import { useUiText } from '../../provider/context.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Loader.css.ts';

export interface LoaderProps {
  /** Announced while loading; defaults to ui's "Loading…". */
  label?: string;
}

/** A spinner in a 555 px placeholder, for a list or screen on its first load. */
export function Loader({ label }: LoaderProps) {
  const text = useUiText();
  return (
    <div className={styles.root}>
      <Spinner label={label ?? text('ui.loading')} />
    </div>
  );
}
Loader.displayName = 'Loader';
