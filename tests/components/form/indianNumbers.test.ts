import { object } from 'yup';
import { bareAadhaar, bareIndianNumber } from '@/components/form/indianNumbers';
import { indianNumber, TEN_DIGITS } from '@/components/form/rules';

describe('numbers as Indians type them (D40)', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['(98765) 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['(+91) 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['0 98765-43210', '9876543210'],
    // A ten-digit number that starts with 91 or 0 is a number, not a prefix.
    ['9123456780', '9123456780'],
    ['91234 56780', '9123456780'],
    // What stays wrong is left for the spec's check to refuse.
    ['+91 12345', '12345'],
    ['98765abcde', '98765abcde'],
    ['0091 98765 43210', '00919876543210'],
  ])('%s is sent as %s', (typed, bare) => {
    expect(bareIndianNumber(typed)).toBe(bare);
  });

  it('takes the spaces out of an Aadhaar number as printed on the card', () => {
    expect(bareAadhaar('2345 6789 0123')).toBe('234567890123');
    expect(bareAadhaar(' 2345  6789 0123 ')).toBe('234567890123');
  });

  it('normalises before the spec check and in the cast values, empty left to `required`', async () => {
    const schema = object({ phone: indianNumber().matches(TEN_DIGITS, 'digits') });
    await expect(schema.validate({ phone: '+91 98765 43210' })).resolves.toEqual({
      phone: '9876543210',
    });
    expect(schema.cast({ phone: ' 0 98765-43210 ' })).toEqual({ phone: '9876543210' });
    await expect(schema.validate({ phone: '+91 12345' })).rejects.toThrow('digits');
    await expect(schema.validate({ phone: undefined })).resolves.toEqual({ phone: undefined });
  });
});
