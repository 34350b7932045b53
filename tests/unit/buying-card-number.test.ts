import { describe, expect, it } from 'vitest';
import { cvcLength, formatCardNumber, formatCvc, isCardNumberComplete } from '@/features/buying/lib/card-number';

describe('formatCardNumber', () => {
  it('groups a 16-digit number in fours', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('groups while typing and drops anything but digits', () => {
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 42a')).toBe('4242 4242 42');
    expect(formatCardNumber('')).toBe('');
  });

  it('groups American Express 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
  });

  it('stops other cards at 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('keeps a formatted number as it is', () => {
    expect(formatCardNumber('4000 0000 0000 0002')).toBe('4000 0000 0000 0002');
  });
});

describe('isCardNumberComplete', () => {
  it('wants 16 digits, or 15 for American Express', () => {
    expect(isCardNumberComplete('4242 4242 4242 424')).toBe(false);
    expect(isCardNumberComplete('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumberComplete('3782 822463 10005')).toBe(true);
  });
});

describe('CVC', () => {
  it('is 4 digits for American Express and 3 for the others', () => {
    expect(cvcLength('3782 822463 10005')).toBe(4);
    expect(cvcLength('4242 4242 4242 4242')).toBe(3);
  });

  it('keeps at most 4 digits', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });
});
