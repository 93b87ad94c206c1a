import { describe, expect, it } from 'vitest';
import { serverValidationErrors } from './serverErrors.ts';

// spec 1 §5: "A 422 response may carry fieldErrors (map of strings), formError and formErrors;
// these are shown on the form."
describe('serverValidationErrors', () => {
  it('reads fieldErrors, formError and formErrors of a 422', () => {
    const error = {
      status: 422,
      body: {
        message: 'Validation failed',
        fieldErrors: { title: 'Title already used' },
        formError: 'The task is archived',
        formErrors: ['The account is locked'],
      },
    };
    expect(serverValidationErrors(error)).toEqual({
      fieldErrors: { title: 'Title already used' },
      formErrors: ['The task is archived', 'The account is locked'],
    });
  });

  it('takes a 422 with only some of them', () => {
    expect(serverValidationErrors({ status: 422, body: { formError: 'Locked' } })).toEqual({
      fieldErrors: {},
      formErrors: ['Locked'],
    });
  });

  it.each([
    [{ status: 500, body: { formError: 'x' } }],
    [{ status: 422, body: 'Unprocessable' }],
    [new Error('offline')],
    [undefined],
  ])('leaves other failures to the caller: %j', (error) => {
    expect(serverValidationErrors(error)).toBeUndefined();
  });
});
