import { describe, expect, it } from 'vitest';
import { placeServerErrors, serverValidationErrors } from './serverErrors.ts';

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

// spec 1 §5: the 422's field errors "are shown on the form" — every one of them.
describe('placeServerErrors', () => {
  const fields = new Set(['name', 'bids.0.params', 'bids.0.bidder']);
  it('puts an error on its field, a deeper one on the nearest field above it', () => {
    expect(
      placeServerErrors(
        { name: 'Name taken', 'bids.0.params.endpoint': 'Endpoint required' },
        fields,
      ),
    ).toEqual({
      onFields: [
        ['name', 'Name taken'],
        ['bids.0.params', 'Endpoint required'],
      ],
      onForm: [],
    });
  });
  it('shows an error of no field on the form instead of dropping it', () => {
    expect(placeServerErrors({ 'adUnits.3.code': 'Unknown placement' }, fields)).toEqual({
      onFields: [],
      onForm: ['Unknown placement'],
    });
  });
});
