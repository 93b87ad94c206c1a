import { Heading, Stack, Text } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';

/** Unknown paths, failed role guards and invalid parameters all end here (spec 1 §2.1). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack as="main" space="small" aria-labelledby="not-found-title">
      <Heading id="not-found-title">{t('shell.notFound.title')}</Heading>
      <Text tone="muted">{t('shell.notFound.text')}</Text>
    </Stack>
  );
}
