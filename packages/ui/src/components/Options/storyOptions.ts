import type { LoadOptionsContext, Option } from './options.ts';

/** Accounts the option stories choose from (stories are the fixtures of the tests). */
export const accountOptions: readonly Option[] = [
  { id: 'migros', label: 'Migros-Genossenschafts-Bund', description: 'Zürich' },
  { id: 'coop', label: 'Coop Genossenschaft', description: 'Basel' },
  { id: 'sbb', label: 'Schweizerische Bundesbahnen SBB', description: 'Bern' },
  { id: 'swisscom', label: 'Swisscom AG', description: 'Ittigen' },
  { id: 'lindt', label: 'Lindt & Sprüngli AG', description: 'Kilchberg' },
  { id: 'migrolino', label: 'Migrolino AG', description: 'Suhr' },
  { id: 'nestle', label: 'Nestlé Suisse SA', description: 'Vevey' },
  { id: 'raiffeisen', label: 'Raiffeisen Schweiz', description: 'St. Gallen', isDisabled: true },
  { id: 'ticino', label: 'Ticino Turismo', description: 'Bellinzona' },
];

/**
 * A stand-in for the accounts lookup: answers after `delayMs` with the accounts whose name
 * contains the search, and gives up (rejects) when its signal aborts, as a fetch does.
 */
export function accountLoader(delayMs: number, accounts: readonly Option[] = accountOptions) {
  return (search: string, { signal }: LoadOptionsContext) =>
    new Promise<readonly Option[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        const needle = search.toLocaleLowerCase('de');
        resolve(accounts.filter((option) => option.label.toLocaleLowerCase('de').includes(needle)));
      }, delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

/** More accounts than one page holds. */
export const manyAccountOptions: readonly Option[] = Array.from({ length: 150 }, (_, index) => ({
  id: `account-${index + 1}`,
  label: `Account ${index + 1}`,
}));
