import {
  CREATIVE_PREVIEW_FORMATS,
  callPath,
  creativeFileEndpoints,
  type DigitalCreativeItem,
} from '@adconsole/api';
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

/**
 * What a saved creative looks like, fetched with the session's token: an image's file, an HTML5
 * zip's backup image, a native ad's main image (`creativePreview`, issue 37).
 */
export function SavedPreview({ creative }: { creative: DigitalCreativeItem }) {
  const { t } = useTranslation();
  const url = useAuthorizedImage(
    callPath(creativeFileEndpoints.creativePreview, { params: { id: creative.id } }),
  );
  if (!url || !CREATIVE_PREVIEW_FORMATS.has(creative.format)) return null;
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
