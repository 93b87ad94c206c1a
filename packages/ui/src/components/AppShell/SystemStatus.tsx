import { useUiText } from '../../provider/context.ts';
import { CheckIcon, CriticalIcon } from '../Icon/Icon.tsx';
import * as styles from './SystemStatus.css.ts';
import type { SystemStatusValue } from './shell.ts';

export interface SystemStatusProps {
  /** From `systemStatusOf(incidents)`. */
  status: SystemStatusValue;
}

/**
 * The footer's system status (spec 1 §4): 'all systems operational' with a check icon, or
 * 'not all systems operational' with a critical icon. A status region, so a change while
 * the page is open is announced.
 */
export function SystemStatus({ status }: SystemStatusProps) {
  const text = useUiText();
  return (
    <span role="status" className={styles.root({ status })}>
      {status === 'operational' ? <CheckIcon /> : <CriticalIcon />}
      {status === 'operational'
        ? text('ui.systemStatus.operational')
        : text('ui.systemStatus.degraded')}
    </span>
  );
}
SystemStatus.displayName = 'SystemStatus';
