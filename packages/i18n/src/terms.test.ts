import { describe, expect, it } from 'vitest';
import { bundledTexts, namespaces } from './resources.ts';

// The rules of README.md "English words in the German texts" and the glossary's Italian
// "interazione" (issue 37: a stranger found English words in the German console and two
// Italian menu entries that read alike).

/** English words a German text had where the console says it in German elsewhere. */
const ENGLISH_IN_GERMAN = [
  'Account',
  'Accounts',
  'Placement',
  'Placements',
  'Mapping',
  'Mappings',
  'Proofs',
  'Namespace',
  'Namespaces',
];

/**
 * English words the Italian menu had (issue 37, the second stranger) where Italian has its own:
 * the frame's route titles, areas and navigation say them in Italian. Trade terms Italian media
 * sales use as they are (banner, tag, header bidding, bidder, crawler, feed, report, deal,
 * programmatic) stay.
 */
const ENGLISH_IN_ITALIAN_MENU = [
  'Account',
  'Compliance',
  'Dashboard',
  'Targeting',
  'Business intelligence',
  'Placement',
  'Placements',
  'Payout',
  'Job',
];

const textsOf = (language: 'de' | 'it') =>
  namespaces.flatMap((namespace) =>
    Object.entries(bundledTexts(language, namespace)).map(([key, text]) => ({
      key: `${namespace}:${key}`,
      text,
    })),
  );

describe('the terms of the texts', () => {
  it('has no English word in German where German has its own', () => {
    const word = new RegExp(`(?<![\\p{L}-])(${ENGLISH_IN_GERMAN.join('|')})(?![\\p{L}])`, 'u');
    expect(textsOf('de').filter(({ text }) => word.test(text))).toEqual([]);
  });

  it('names the Italian menu entries of activities and tasks with two different words', () => {
    const routes = Object.fromEntries(
      textsOf('it')
        .filter(({ key }) => key === 'frame:routes.activities' || key === 'frame:routes.tasks')
        .map(({ key, text }) => [key, text]),
    );
    expect(routes).toEqual({
      'frame:routes.activities': 'Interazioni',
      'frame:routes.tasks': 'Attività di vendita',
    });
    // No word of one is a word of the other.
    const words = (text = '') => new Set(text.toLowerCase().split(/\s+/));
    const tasks = words(routes['frame:routes.tasks']);
    expect([...words(routes['frame:routes.activities'])].filter((w) => tasks.has(w))).toEqual([]);
  });

  // Issue 37/40: a stranger met "BAT" and "épreuve" for the proof side by side, and "Vente" for
  // the sales person. One word per language for each.
  it('names the proof "BAT" in French, never "épreuve"', () => {
    const french = namespaces.flatMap((namespace) =>
      Object.entries(bundledTexts('fr', namespace)).map(([key, text]) => ({
        key: `${namespace}:${key}`,
        text,
      })),
    );
    expect(french.filter(({ text }) => /épreuve/iu.test(text))).toEqual([]);
  });

  // Issue 37 (the stranger, session 12): Italian "bozza" named both a draft and a print proof.
  // A proof is "bozza di stampa" (a digital one "prova digitale"); a bare "bozza" is a draft.
  // A physical proof (voucher copy) is "copia giustificativa", never "prova di stampa".
  it('names a print proof "bozza di stampa" in Italian and a draft "bozza", never mixed', () => {
    const pairs = namespaces.flatMap((namespace) => {
      const english = bundledTexts('en', namespace);
      return Object.entries(bundledTexts('it', namespace)).map(([key, text]) => ({
        key: `${namespace}:${key}`,
        text,
        english: english[key] ?? '',
      }));
    });
    const proof = (english: string) =>
      /\bproofs?\b/i.test(english) && !/physical|extracted|of publication/i.test(english);
    const proofs = pairs.filter(({ english }) => proof(english));
    expect(proofs.length).toBeGreaterThan(20);
    expect(proofs.filter(({ text }) => !/bozz[ae] di stampa|prova digitale/iu.test(text))).toEqual(
      [],
    );
    // A bare "bozza" only where the English says draft.
    expect(
      pairs.filter(
        ({ text, english }) => /bozz[ae](?! di stampa)/iu.test(text) && !/draft/i.test(english),
      ),
    ).toEqual([]);
    expect(pairs.filter(({ text }) => /prov[ae] di stampa/iu.test(text))).toEqual([]);
  });

  it('names the sales person with one word per language', () => {
    const PERSON = { de: 'Verkäufer/in', fr: 'Commercial', it: 'Venditore' } as const;
    for (const [language, word] of Object.entries(PERSON) as [keyof typeof PERSON, string][]) {
      const labels = namespaces
        .filter((namespace) => namespace !== 'documents' && namespace !== 'configuration')
        .flatMap((namespace) =>
          Object.entries(bundledTexts(language, namespace))
            .filter(([key]) => /\.(salesPerson|salesUserId|salesOwner|salesOwnerId)$/.test(key))
            .map(([key, text]) => ({ key: `${language}:${namespace}:${key}`, text })),
        );
      expect(labels.length).toBeGreaterThan(3);
      expect(labels.filter(({ text }) => !text.startsWith(word))).toEqual([]);
    }
  });

  it('has no English word in the Italian menu where Italian has its own', () => {
    const word = new RegExp(
      `(?<![\\p{L}-])(${ENGLISH_IN_ITALIAN_MENU.join('|')})(?![\\p{L}])`,
      'iu',
    );
    const menu = textsOf('it').filter(({ key }) => /^frame:(routes|areas|nav)\./.test(key));
    expect(menu.length).toBeGreaterThan(100);
    expect(menu.filter(({ text }) => word.test(text))).toEqual([]);
  });
});

// Issue 38 (the session 12 stranger): "Rechnungskunde" beside "Rechnungskonto" and "Kunde" for
// the account an invoice goes to, "Client facturé" beside "Compte de facturation", "Abgelehnt"
// beside "Zurückgewiesen", "Rabais" beside "Remises". One word per idea and language: the
// invoicing account is the CRM's word for an account with "invoicing" (de Kunde → Rechnungskunde;
// fr Compte → Compte de facturation; it Cliente → Cliente di fatturazione), so it is never taken
// for a bank account on the finance screens; rejected is "Abgelehnt"; a discount is "Rabais"
// (Swiss French, the orders' and documents' word).
describe('one word per idea on the finance screens (issue 38)', () => {
  const INVOICING_ACCOUNT = {
    de: 'Rechnungskunde',
    en: 'Invoicing account',
    fr: 'Compte de facturation',
    it: 'Cliente di fatturazione',
  } as const;
  /** The labels of an invoice's, a payment's or a credit note's account, wherever they are. */
  const INVOICING_ACCOUNT_KEYS = [
    'finances:finances.columns.accountName',
    'finances:finances.facts.account',
    'finances:manualInvoice.facts.account',
    'finances:compliance.creditNotes.columns.accountName',
    'finances:compliance.accountFinancials.columns.accountName',
    'finances:payments.columns.accountName',
    'finances:payments.filters.account',
    'finances:payments.assign.facts.account',
    'finances:cardReceipts.columns.accountName',
    'sales:activities.filters.account',
    'sales:tasks.columns.account',
    'sales:tasks.form.account',
    'sales:tasks.facts.account',
    'post:post.facts.invoicingAccount',
    'orders:orders.campaign.facts.invoicingAccount',
    'orders:orders.history.fields.invoicingAccountId',
  ];
  const textsIn = (language: keyof typeof INVOICING_ACCOUNT) =>
    new Map<string, string>(
      namespaces.flatMap((namespace) =>
        Object.entries(bundledTexts(language, namespace)).map(
          ([key, text]) => [`${namespace}:${key}`, text] as const,
        ),
      ),
    );

  it.each(Object.entries(INVOICING_ACCOUNT) as [keyof typeof INVOICING_ACCOUNT, string][])(
    'names the invoicing account "%s" alike on every screen',
    (language, word) => {
      const texts = textsIn(language);
      const labels = INVOICING_ACCOUNT_KEYS.filter((key) => texts.has(key)).map((key) => [
        key,
        texts.get(key),
      ]);
      expect(labels.length).toBe(INVOICING_ACCOUNT_KEYS.length);
      expect(labels.filter(([, text]) => text !== word)).toEqual([]);
    },
  );

  it('never says the other words for the same ideas', () => {
    const OTHER_WORDS = {
      de: /Rechnungskonto|Zurückgewiesen|zurückgewiesen/u,
      fr: /[Cc]lient facturé|(?<![\p{L}])[Rr]emises?(?![\p{L}])/u,
      it: /[Cc]onto di fatturazione/u,
    } as const;
    for (const [language, words] of Object.entries(OTHER_WORDS) as [
      keyof typeof OTHER_WORDS,
      RegExp,
    ][]) {
      const found = [...textsIn(language)].filter(([, text]) => words.test(text));
      expect(found, language).toEqual([]);
    }
  });

  it('names rejected "Abgelehnt" in German wherever a state is rejected', () => {
    const texts = textsIn('de');
    expect(texts.get('frame:statuses.REJECTED')).toBe('Abgelehnt');
    expect(texts.get('finances:compliance.creditNotes.states.REJECTED')).toBe('Abgelehnt');
  });
});

// The s13 stranger (issue 38, finding 13): "Zahler" and "Werbekunde" named one idea, and the
// home's tiles named the lists they open otherwise than the lists' tabs. Decision: the customer
// of a finance screen is the invoicing account (above); the one who paid is the name the bank's
// file gives, said so ("Zahler laut Bank"), as it need not be the account; and a tile says the
// word of the tab it opens.
describe('the payer and the home tiles on the finance screens (issue 38)', () => {
  const LANGUAGES = ['de', 'en', 'fr', 'it'] as const;
  const text = (
    language: (typeof LANGUAGES)[number],
    namespace: 'finances' | 'home',
    key: string,
  ) => bundledTexts(language, namespace)[key] ?? '';
  it('names the bank file’s debtor as the bank’s, never as the advertiser', () => {
    expect(
      LANGUAGES.map((language) => text(language, 'finances', 'payments.columns.debtorName')),
    ).toEqual([
      'Zahler laut Bank',
      'Payer per bank',
      'Payeur selon la banque',
      'Pagatore secondo la banca',
    ]);
    expect(
      Object.values(bundledTexts('de', 'finances')).filter((value) => /Werbekunde/.test(value)),
    ).toEqual([]);
  });
  it.each(LANGUAGES)('%s: the tiles say the tabs’ words', (language) => {
    const lower = (value: string) => value.toLocaleLowerCase(language);
    const unmatched = lower(text(language, 'finances', 'payments.tabs.UNMATCHED'));
    const pending = lower(
      text(language, 'finances', 'compliance.creditNotes.states.PENDING_APPROVAL'),
    );
    for (const form of ['one', 'other']) {
      // The tab's word as its stem (its ending follows the noun: "nicht zugeordnete Zahlungen").
      expect(lower(text(language, 'home', `home.counts.unmatchedPayments_${form}`))).toContain(
        unmatched.slice(0, -1),
      );
      expect(lower(text(language, 'home', `home.counts.creditNotesToApprove_${form}`))).toContain(
        pending,
      );
    }
  });
});

// French sets a narrow no-break space before ":" ";" "?" "!" (issue 38): a plain space lets the
// sign wrap alone onto the next line. Every French namespace follows the rule (session 14; the
// finances namespace since session 13), the PDFs' `documents` too: their font (DejaVu Sans
// Condensed, regular and bold) has a glyph for U+202F. Not a sign that ends a word, so left as
// they are: a URL's scheme ("https:"), and the texts that list characters or show JSON.
describe('French punctuation (issue 38)', () => {
  const LITERAL_SIGNS = new Set([
    'admin:orderComments.hint', // "? affiche toutes les touches": the key "?"
    'errors:serverErrors.dealIdFormat', // the characters a deal id may have: ". _ - :"
    'header-tag:headerTag.form.paramsJson', // a JSON example: {"placementId": 123}
    'header-tag:programmatic.deals.form.dealIdHint', // ". _ - :" as above
    'targeting:targeting.keys.form.valuesHint', // the refused characters: "= ! + # * ~ ; ^"
  ]);
  it.each(namespaces)('%s: a narrow no-break space before : ; ? !', (namespace) => {
    const texts = Object.entries(bundledTexts('fr', namespace)).filter(
      ([key]) => !LITERAL_SIGNS.has(`${namespace}:${key}`),
    );
    // Before each sign that ends a word: U+202F, never a plain or no space.
    expect(
      texts
        .filter(([, text]) => /(^|[^\u202f])[:;?!](\s|$)/u.test(text.replace(/\bhttps?:/g, '')))
        .map(([key]) => key),
    ).toEqual([]);
  });
  it('has the signs to check in most namespaces', () => {
    const withSigns = namespaces.filter((namespace) =>
      Object.values(bundledTexts('fr', namespace)).some((text) => /\u202f[:;?!]/u.test(text)),
    );
    expect(withSigns.length).toBeGreaterThan(15);
  });
});

// Issue 39 (the session 15 stranger, in Italian): the menu said "Note di credito dei
// versamenti", the page "Documenti", its empty screen "nota di accredito", the payouts
// "Liquidazioni" and "pagamenti". One word per idea and language for a publisher's payout and
// its self-billing credit note, wherever the English says it: "pagamento" in Italian is a
// customer's payment (finances), "versamento" the card provider's payout (finances' card
// receipts), neither a publisher's payout.
describe('one word per idea for the publishers’ payouts (issue 39)', () => {
  const PAYOUT = {
    de: /auszahlung|ausbezahlt|ausgezahlt/iu,
    en: /[Pp]ayout/u,
    fr: /[Vv]ersement/u,
    it: /[Ll]iquidazion[ei]/u,
  } as const;
  const CREDIT_NOTE = {
    de: /Gutschrift/u,
    en: /[Cc]redit note/u,
    fr: /[Nn]otes? de crédit/u,
    it: /[Nn]ot[ae] di credito/u,
  } as const;
  const NOT_PAYOUT = {
    de: /(?<![Aa]us)[Zz]ahlung(?!s)/u,
    en: /(?!)/u,
    fr: /[Pp]aiement/u,
    it: /[Pp]agament[oi]|[Vv]ersament[oi]|accredito/u,
  } as const;
  /** The texts of a publisher's payout: the English says "payout", not a card provider's. */
  const payoutTexts = (language: keyof typeof PAYOUT) =>
    namespaces.flatMap((namespace) => {
      const english = bundledTexts('en', namespace);
      return (
        Object.entries(bundledTexts(language, namespace))
          .filter(([key]) => !/card/i.test(key))
          .map(([key, text]) => ({ key: `${namespace}:${key}`, text, english: english[key] ?? '' }))
          // A text that names payments beside payouts ("Invoices, payouts, payments…") says both.
          .filter(({ english }) => /payout/i.test(english) && !/card|payment/i.test(english))
      );
    });

  it.each(Object.keys(PAYOUT) as (keyof typeof PAYOUT)[])(
    '%s: says the payout with one word, and no other',
    (language) => {
      const texts = payoutTexts(language);
      expect(texts.length).toBeGreaterThan(20);
      // The menu's and the titles' words say it (a label may shorten "payout config" to
      // "Konfiguration" in its dialog).
      expect(
        texts.filter(
          ({ key, text }) => /^frame:(routes|nav)\./.test(key) && !PAYOUT[language].test(text),
        ),
      ).toEqual([]);
      expect(texts.filter(({ text }) => NOT_PAYOUT[language].test(text))).toEqual([]);
    },
  );

  it.each(Object.keys(CREDIT_NOTE) as (keyof typeof CREDIT_NOTE)[])(
    '%s: says the payout’s credit note as the menu does, and the page is titled so',
    (language) => {
      const texts = new Map(
        (['frame', 'payouts', 'documents'] as const).flatMap((namespace) =>
          Object.entries(bundledTexts(language, namespace)).map(
            ([key, text]) => [`${namespace}:${key}`, text] as const,
          ),
        ),
      );
      const english = new Map(
        (['frame', 'payouts', 'documents'] as const).flatMap((namespace) =>
          Object.entries(bundledTexts('en', namespace)).map(
            ([key, text]) => [`${namespace}:${key}`, text] as const,
          ),
        ),
      );
      const creditNotes = [...texts].filter(
        ([key]) =>
          (key.startsWith('payouts:') || key.startsWith('documents:payoutDocument')) &&
          /credit note/i.test(english.get(key) ?? ''),
      );
      expect(creditNotes.length).toBeGreaterThan(5);
      expect(creditNotes.filter(([, text]) => !CREDIT_NOTE[language].test(text))).toEqual([]);
      // The menu entry and the page's title are the same words.
      expect(texts.get('frame:routes.payoutDocuments')).toBe(
        texts.get('frame:nav.payoutDocuments'),
      );
      expect(texts.get('frame:routes.payoutDocuments')).toMatch(CREDIT_NOTE[language]);
    },
  );
});
