import { ErrorBlock, type LazyPart, Spinner } from '@adconsole/ui';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Loaded<Props> {
  component?: ComponentType<Props>;
  error?: unknown;
}

/**
 * A part's component once its code is there, or the error its import failed with (shown, not
 * retried: a browser keeps a failed import() failed for the page's life).
 */
export function useOnDemandPart<Props>(part: LazyPart<Props>): Loaded<Props> {
  const [loaded, setLoaded] = useState<Loaded<Props>>(() => ({ component: part.loaded }));
  useEffect(() => {
    if (loaded.component || loaded.error) return;
    let isCurrent = true;
    part.load().then(
      (component) => isCurrent && setLoaded({ component }),
      (error: unknown) => isCurrent && setLoaded({ error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [part, loaded]);
  return loaded;
}

/**
 * A component of a screen that shows only after a click (an inline create or edit form), its
 * code loaded the first time it shows (issue 36: what a user opens loads when opened, not with
 * the page): `<OnDemandPart part={formPart} props={props} />`. Until its code is there, the
 * kit's spinner, for a moment; if it cannot load (offline, the console deployed again
 * meanwhile), the kit's error block with Retry (a reload), as OnDemandDialog does for a dialog.
 */
export function OnDemandPart<Props extends object>({
  part,
  props,
}: {
  part: LazyPart<Props>;
  props: Props;
}) {
  const { t } = useTranslation();
  const { component: Component, error } = useOnDemandPart(part);
  if (Component) return <Component {...props} />;
  if (error) {
    // A browser keeps a failed import() failed for the page's life: Retry loads the page again
    // (nothing was typed into the form yet).
    return (
      <ErrorBlock message={t('kit.onDemand.reload')} onRetry={() => window.location.reload()} />
    );
  }
  return <Spinner label={t('kit.onDemand.loading')} />;
}
