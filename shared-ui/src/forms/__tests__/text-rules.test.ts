import * as yup from 'yup';
import { MAX_LENGTH } from '@portal/shared-contracts/values';
import { requiredEndDate, textLimits, textUpTo } from '../text-rules';

describe('text limits from the API contract', () => {
  it('passes text up to the limit and empty or missing values', async () => {
    const rule = textUpTo(MAX_LENGTH.name, 'Name');
    await expect(rule.validate('x'.repeat(MAX_LENGTH.name))).resolves.toHaveLength(200);
    await expect(rule.validate('')).resolves.toBe('');
    await expect(rule.validate(null)).resolves.toBeNull();
  });

  it('names the field and the limit when the text is longer', async () => {
    await expect(textUpTo(MAX_LENGTH.name, 'Name').validate('x'.repeat(201))).rejects.toThrow('Name must be at most 200 characters.');
  });

  it('gives each field of a form its own limit and label', async () => {
    const schema = yup.object(textLimits({ zip: [MAX_LENGTH.zip, 'Zip'], city: [MAX_LENGTH.name, 'City'] }));
    await expect(schema.validate({ zip: '1'.repeat(21), city: 'Pune' })).rejects.toThrow('Zip must be at most 20 characters.');
    await expect(schema.validate({ zip: '411001', city: 'c'.repeat(201) })).rejects.toThrow('City must be at most 200 characters.');
  });
});

describe('requiredEndDate', () => {
  const schema = yup.object({ startDate: yup.string().nullable(), endDate: requiredEndDate('End date is required', 'End before start') });

  it('takes an end on or after the start, and any end without a start', async () => {
    await expect(schema.validate({ startDate: '2026-03-02', endDate: '2026-03-02' })).resolves.toBeTruthy();
    await expect(schema.validate({ startDate: null, endDate: '2026-03-01' })).resolves.toBeTruthy();
  });

  it("refuses a missing end and an end before the start with the form's own texts", async () => {
    await expect(schema.validate({ startDate: '2026-03-02', endDate: null })).rejects.toThrow('End date is required');
    await expect(schema.validate({ startDate: '2026-03-02', endDate: '2026-03-01' })).rejects.toThrow('End before start');
  });
});
