import { describe, expect, it } from 'vitest';
import {
  brokenPlaceholders,
  EXAMPLE_RECIPIENT,
  fillPlaceholders,
  placeholderValues,
} from './placeholders.ts';
import { mailTemplateWriteSchema } from './promotions.ts';

// Issue 33 §12: "a broken {{firstName} saves without warning"; the preview showed raw {{…}}.

describe('promotion mail placeholders', () => {
  it('finds broken and unknown placeholders, and nothing in a sound text', () => {
    expect(brokenPlaceholders('<p>Guten Tag {{firstName}}, {{ lastName }}</p>')).toEqual([]);
    expect(brokenPlaceholders('<p>Bonjour {{firstName}</p>')).toEqual(['{{firstName}']);
    expect(brokenPlaceholders('Ciao {{nome}} e {firstName}}')).toEqual([
      '{{nome}}',
      '{firstName}}',
    ]);
    expect(brokenPlaceholders('Preis: 100 CHF')).toEqual([]);
  });

  it('fills an example contact in the template’s language, escaping HTML', () => {
    const values = placeholderValues(
      { ...EXAMPLE_RECIPIENT, accountName: 'Muster & Co' },
      { name: 'Frühling', deadline: '2026-03-31T10:00:00Z' },
      'FR',
    );
    expect(
      fillPlaceholders(
        '<p>{{salutation}} {{lastName}}, {{accountName}}, {{deadline}}</p>',
        values,
        {
          html: true,
        },
      ),
    ).toBe('<p>Madame Muster, Muster &amp; Co, 31.03.2026</p>');
  });

  it('refuses a template with a broken placeholder on that language’s field', () => {
    const template = {
      subject: 'Hallo',
      text: '<p>Hallo {{firstName}}</p>',
      subjectEn: '',
      textEn: '',
      subjectFr: '',
      textFr: '<p>Bonjour {{firstName}</p>',
      subjectIt: '',
      textIt: '',
      attachmentIds: [],
    };
    const result = mailTemplateWriteSchema.safeParse(template);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['textFr']);
    expect(mailTemplateWriteSchema.safeParse({ ...template, textFr: '' }).success).toBe(true);
  });
});
