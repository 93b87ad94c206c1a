import type { Control } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from './fieldsOf.ts';
import { translator } from './testTranslator.ts';

describe('fieldsOf', () => {
  it('binds a field by its name, labelled by its text under the prefix', async () => {
    const t = await translator('de');
    const control = {} as Control<{ name: string; shared: boolean }>;
    const field = fieldsOf(control, t, 'kit.views');
    expect(field('name')).toEqual({ control, name: 'name', label: t('kit.views.name') });
    expect(field('name').label).not.toBe('kit.views.name');
  });
});
