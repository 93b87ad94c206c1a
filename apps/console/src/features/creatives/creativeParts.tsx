import { callPath, creativeFileEndpoints, type DigitalCreativeItem } from '@adconsole/api';
import { StatusBadge } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { useAuthorizedImage } from '../../app/authorizedImage.ts';

// What the digital creative's form and record page both show: its warnings and its image.

/** What the checks warn of: the creative is taken, but someone should look. */
export function CreativeWarnings({ warnings }: { warnings: readonly string[] }) {
  const { t } = useTranslation();
  return warnings.map((warning) => (
    <StatusBadge key={warning} tone="warning">
      {t(`creatives.warnings.${warning}`)}
    </StatusBadge>
  ));
}

/** The image of a saved creative, fetched with the session's token. */
export function SavedPreview({ creative }: { creative: DigitalCreativeItem }) {
  const { t } = useTranslation();
  const url = useAuthorizedImage(
    callPath(creativeFileEndpoints.creativeFile, { params: { id: creative.id } }),
  );
  if (!url || creative.format !== 'IMAGE') return null;
  const width = Math.min(creative.width ?? 300, 600);
  return (
    <img
      src={url}
      alt={t('creatives.digital.file.previewOf', { name: creative.name })}
      width={width}
      style={{ maxWidth: '100%', height: 'auto' }}
    />
  );
}
