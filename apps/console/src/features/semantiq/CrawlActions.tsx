import { Button, Inline } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';

// A crawled site's buttons in its row (issue 42): start a crawl, and open the last crawl's
// per-page results. Semantiq's domains and Yaleo's crawler configurations (one crawler).

export function CrawlActions({
  name,
  canCrawl,
  busy,
  hasRun,
  onCrawl,
  onResults,
}: {
  /** The site's name, for the buttons' accessible names. */
  name: string;
  canCrawl: boolean;
  busy: boolean;
  hasRun: boolean;
  onCrawl: () => void;
  onResults: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Inline space="small">
      <Button
        size="small"
        variant="secondary"
        isDisabled={!canCrawl}
        isBusy={busy}
        aria-label={t('semantiq.domains.actions.crawlNamed', { name })}
        onPress={onCrawl}
      >
        {t('semantiq.domains.actions.crawl')}
      </Button>
      {hasRun && (
        <Button
          size="small"
          variant="ghost"
          aria-label={t('semantiq.domains.actions.resultsNamed', { name })}
          onPress={onResults}
        >
          {t('semantiq.domains.actions.results')}
        </Button>
      )}
    </Inline>
  );
}
