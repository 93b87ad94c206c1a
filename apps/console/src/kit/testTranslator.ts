import { bundledResources, type Language, namespaces } from '@adconsole/i18n';
import i18next from 'i18next';

/** For unit tests: a translate function of the bundled texts in one language, as the app has. */
export async function translator(language: Language) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'de',
    ns: [...namespaces],
    defaultNS: 'common',
    fallbackNS: [...namespaces],
    resources: bundledResources,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}
