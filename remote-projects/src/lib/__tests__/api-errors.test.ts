import { fieldErrorsOf, saveFailureText } from '../api-errors';

const refused = {
  status: 400,
  message: 'body/progressDetails must be equal to one of the allowed values',
  details: [
    { field: 'progressDetails', message: 'must be equal to one of the allowed values' },
    { field: 'progressDetails', message: 'must be null' },
    { field: 'owner', message: 'is not allowed' },
  ],
};

test('a refused save names each field once, with its first reason', () => {
  expect(saveFailureText(refused, 'Failed to save project. Please try again.')).toBe(
    'progressDetails: must be equal to one of the allowed values; owner: is not allowed',
  );
  expect(fieldErrorsOf(refused, ['name', 'progressDetails'])).toEqual({ progressDetails: 'must be equal to one of the allowed values' });
});

test('anything but a 400 with details gets the generic text', () => {
  expect(saveFailureText({ status: 500 }, 'Failed to save client. Please try again')).toBe('Failed to save client. Please try again');
  expect(saveFailureText(undefined, 'Failed to save client. Please try again')).toBe('Failed to save client. Please try again');
});
