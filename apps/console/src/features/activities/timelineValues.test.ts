import { describe, expect, it } from 'vitest';
import { translator } from '../../kit/testTranslator.ts';
import { entryTexts, formatTimelineValue, withReadableDates } from './timelineValues.ts';

// Issue 33 §11: timelines showed "zurückgestellt bis 2026-11-28T08:00:00.000Z" and German
// system sentences in French and Italian. A system entry is an event with parameters, said in
// the reader's language, each value through its type's formatter.

const snoozed = {
  title: 'Aufgabe zurückgestellt',
  message: 'Aufgabe #12 zurückgestellt bis 28.11.2026 09:00',
  keyValues: {
    taskId: '12',
    event: 'TASK_SNOOZED',
    status: 'SNOOZED',
    snoozedUntil: '2026-11-28T08:00:00.000Z',
  },
};

describe('the timeline’s values', () => {
  it.each([
    ['fr', 'Tâche reportée', /^Tâche n° 12 reportée au \d{2}\.\d{2}\.2026 \d{2}:\d{2}$/],
    ['it', 'Attività rinviata', /^Attività n\. 12 rinviata al \d{2}\.\d{2}\.2026 \d{2}:\d{2}$/],
    ['de', 'Aufgabe zurückgestellt', /^Aufgabe #12 zurückgestellt bis \d{2}\.\d{2}\.2026/],
  ] as const)('says a system event in %s, its date formatted', async (language, title, message) => {
    const t = await translator(language);
    const texts = entryTexts(t, language, snoozed);
    expect(texts.title).toBe(title);
    expect(texts.message).toMatch(message);
    expect(texts.message).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('labels enumerations and formats money, in the reader’s language', async () => {
    const t = await translator('fr');
    const done = entryTexts(t, 'fr', {
      title: 'Aufgabe erledigt',
      message: 'Aufgabe #3 erledigt: OFFER_ACCEPTED',
      keyValues: { taskId: '3', event: 'TASK_DONE', outcome: 'OFFER_ACCEPTED' },
    });
    expect(done.message).not.toContain('OFFER_ACCEPTED');
    expect(done.message).toContain(t('tasks.outcome.OFFER_ACCEPTED'));
    expect(formatTimelineValue(t, 'de', 'amount', '1234.5')).toMatch(/1’234\.50|1'234\.50/);
    expect(formatTimelineValue(t, 'fr', 'fields', 'priority,taskTopicId')).toBe(
      `${t('tasks.facts.priority')}, ${t('tasks.facts.topic')}`,
    );
  });

  it('shows an old entry’s stored sentence with its ISO timestamps as dates', async () => {
    const t = await translator('fr');
    const old = entryTexts(t, 'fr', {
      title: 'Aufgabe zurückgestellt',
      message: 'Aufgabe #12 zurückgestellt bis 2026-11-28T08:00:00.000Z',
      keyValues: {},
    });
    expect(old.message).toMatch(/^Aufgabe #12 zurückgestellt bis \d{2}\.11\.2026 \d{2}:00$/);
    expect(withReadableDates('am 2026-01-05T10:00:00Z')).toMatch(/^am 05\.01\.2026 \d{2}:00$/);
  });

  it('says an update’s fields from → to, with labels, never ids or codes (issue 37)', async () => {
    const t = await translator('de');
    const updated = entryTexts(t, 'de', {
      title: 'Aufgabe geändert',
      message: 'Aufgabe #12 geändert: Priorität, Quelle',
      keyValues: {
        taskId: '12',
        event: 'TASK_UPDATED',
        priority: 'HIGH',
        leadSourceId: '7',
        fields: 'priority,leadSourceId',
        changes: JSON.stringify([
          { field: 'priority', from: 'MEDIUM', to: 'HIGH' },
          { field: 'leadSourceId', from: null, to: 'Messe' },
        ]),
      },
    });
    expect(updated.message).toBe(
      'Aufgabe #12 geändert: Priorität: Mittel → Hoch; Quelle: – → Messe',
    );
  });
});
