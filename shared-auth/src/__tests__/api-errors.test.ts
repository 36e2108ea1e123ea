import { failureMessageOf, formFailureOf, INVALID_INPUT, showFieldErrors } from '../api-errors';

const GENERIC = 'Failed to save project. Please try again.';

// As the API sends them (api/src/platform/http/error-handler.ts), with the HTTP status the base query adds.
const schemaRefusal = {
  status: 400,
  statusCode: 400,
  error: 'Bad Request',
  message: 'body/progressDetails must be equal to one of the allowed values',
  code: INVALID_INPUT,
  details: [
    { field: 'progressDetails', message: 'must be equal to one of the allowed values' },
    { field: 'progressDetails', message: 'must be null' },
    { field: 'owner', message: 'is not allowed' },
  ],
};
const ruleRefusal = {
  status: 400,
  statusCode: 400,
  error: 'Bad Request',
  message: 'This project is cancelled; time cannot be logged against it.',
  details: [{ field: 'projectId', message: 'This project is cancelled; time cannot be logged against it.' }],
};

test("input that failed the schema: each field's first reason, on the field and in the message", () => {
  const failure = formFailureOf(schemaRefusal, { fields: ['name', 'progressDetails'], generic: GENERIC });
  expect(failure.fieldErrors).toEqual({ progressDetails: 'must be equal to one of the allowed values' });
  expect(failure.message).toBe('progressDetails: must be equal to one of the allowed values; owner: is not allowed');
});

test("a rule's refusal: the server's sentence, and its field under the form's name for it", () => {
  const failure = formFailureOf(ruleRefusal, { fields: (name) => name.startsWith('users.'), fieldNames: { projectId: 'users.0.projectId' }, generic: GENERIC });
  expect(failure).toEqual({
    fieldErrors: { 'users.0.projectId': 'This project is cancelled; time cannot be logged against it.' },
    message: 'This project is cancelled; time cannot be logged against it.',
  });
});

test('a server fault, a proxy page or a bug gets the generic text; the unavailable database and no connection say so', () => {
  expect(failureMessageOf({ status: 500, statusCode: 500, message: 'Internal Server Error' }, GENERIC)).toBe(GENERIC);
  expect(failureMessageOf({ status: 502, message: '<html><body>Bad Gateway</body></html>' }, GENERIC)).toBe(GENERIC);
  expect(failureMessageOf(new TypeError('x is undefined'), GENERIC)).toBe(GENERIC);
  expect(failureMessageOf(undefined, GENERIC)).toBe(GENERIC);
  expect(failureMessageOf({ status: 503, statusCode: 503, message: 'The database is unavailable. Please try again in a moment.' }, GENERIC)).toBe(
    'The database is unavailable. Please try again in a moment.',
  );
  expect(failureMessageOf({ status: 'FETCH_ERROR', message: 'Unable to reach the server.' }, GENERIC)).toBe('Unable to reach the server.');
  expect(formFailureOf({ status: 500, statusCode: 500, message: 'x', details: [{ field: 'name', message: 'y' }] }, { fields: ['name'], generic: GENERIC }).fieldErrors).toEqual({});
});

test('a refusal that is not about input (403, 409) gets its sentence and no field errors', () => {
  const forbidden = { status: 403, statusCode: 403, message: 'You do not have permission to perform this action.' };
  expect(formFailureOf(forbidden, { fields: ['name'], generic: GENERIC })).toEqual({ fieldErrors: {}, message: forbidden.message });
});

test('showFieldErrors puts each reason on its field, nested paths included', () => {
  const set: [string, string | undefined][] = [];
  showFieldErrors({ setFieldError: (field, message) => set.push([field, message]) }, { name: 'is required', 'users.1.allocationHours': 'must be <= 24' });
  expect(set).toEqual([
    ['name', 'is required'],
    ['users.1.allocationHours', 'must be <= 24'],
  ]);
});
