import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/errors.ts';
import { defineTransitions } from '../src/kit/transitions.ts';

type Status = 'DRAFT' | 'READY' | 'RUNNING' | 'DONE';
const machine = defineTransitions<Status>('A position', [
  { from: 'DRAFT', to: 'READY', because: 'booked' },
  { from: ['READY', 'RUNNING'], to: 'DONE', because: 'finished' },
  { from: 'READY', to: 'RUNNING', roles: ['OPS_PUSH'], because: 'pushed by operations' },
]);

describe('a status machine as a table', () => {
  it('lists one row per move, a list of sources giving one row each', () => {
    expect(machine.rows.map((row) => `${row.from}→${row.to}`)).toEqual([
      'DRAFT→READY',
      'READY→DONE',
      'RUNNING→DONE',
      'READY→RUNNING',
    ]);
  });

  it('allows a move in the table and refuses one that is not, naming both statuses', () => {
    expect(machine.check('DRAFT', 'READY')).toEqual({ allowed: true });
    expect(machine.check('DONE', 'DRAFT')).toEqual({
      allowed: false,
      reason: 'A position in DONE cannot move to DRAFT',
      translationKey: 'TRANSITION_NOT_ALLOWED',
    });
  });

  it('refuses a move that needs a role the caller lacks with 403, and allows it with the role', () => {
    expect(machine.check('READY', 'RUNNING', ['SALES']).allowed).toBe(false);
    expect(machine.check('READY', 'RUNNING', ['SALES', 'OPS_PUSH'])).toEqual({ allowed: true });
    expect(machine.targets('READY', ['SALES'])).toEqual(['DONE']);
    expect(machine.targets('READY', ['OPS_PUSH'])).toEqual(['DONE', 'RUNNING']);
    const thrown = (() => {
      try {
        machine.assert('READY', 'RUNNING', []);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(HttpError);
    expect((thrown as HttpError).statusCode).toBe(403);
  });

  it('answers a refused move with 409 and the reason', () => {
    expect(() => machine.assert('DONE', 'READY')).toThrowError(
      expect.objectContaining({ statusCode: 409, translationKey: 'TRANSITION_NOT_ALLOWED' }),
    );
  });

  it('refuses a table with a move twice or a move to the same status', () => {
    expect(() =>
      defineTransitions<Status>('X', [
        { from: 'DRAFT', to: 'READY', because: 'a' },
        { from: ['DRAFT'], to: 'READY', because: 'b' },
      ]),
    ).toThrow('DRAFT→READY');
    expect(() =>
      defineTransitions<Status>('X', [{ from: 'DONE', to: 'DONE', because: 'a' }]),
    ).toThrow('not a move');
  });
});
