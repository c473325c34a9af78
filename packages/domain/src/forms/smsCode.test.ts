import { describe, expect, it } from 'vitest';
import { backspaceSmsDigit, emptySmsCode, typeSmsDigits, validateSmsCode } from './smsCode.ts';

const boxes = (s: string) => s.split('').map((c) => (c === '_' ? '' : c));

describe('SMS code (spec §5, §9)', () => {
  it('§9 six empty boxes to start', () => {
    expect(emptySmsCode()).toEqual({ digits: ['', '', '', '', '', ''], focus: 0, complete: false, code: null });
  });

  it.each([
    ['a digit fills the box and moves on', '______', 0, '4', '4_____', 1, null],
    ['a letter changes nothing', '4_____', 1, 'a', '4_____', 1, null],
    ['the sixth digit completes and submits', '12345_', 5, '6', '123456', 5, '123456'],
    ['pasting six digits fills every box', '______', 0, '123 456', '123456', 5, '123456'],
    ['pasting from the middle stops at the last box', '12____', 2, '98765', '129876', 5, '129876'],
    ['typing over a filled box replaces it', '123456', 2, '0', '120456', 3, '120456'],
  ])('§5 %s', (_, before, index, typed, after, focus, code) => {
    const next = typeSmsDigits(boxes(before), index, typed);
    expect(next.digits).toEqual(boxes(after));
    expect(next.focus).toBe(focus);
    expect(next.code).toBe(code);
    expect(next.complete).toBe(code !== null);
  });

  it.each([
    ['clears a filled box and stays', '123___', 2, '12____', 2],
    ['on an empty box moves back and clears it', '12____', 2, '1_____', 1],
    ['on the first empty box stays at 0', '______', 0, '______', 0],
  ])('§5 backspace %s', (_, before, index, after, focus) => {
    const next = backspaceSmsDigit(boxes(before), index);
    expect(next.digits).toEqual(boxes(after));
    expect(next.focus).toBe(focus);
  });

  it('§5 malformed boxes are normalised to six single digits', () => {
    expect(typeSmsDigits(['12', 'x'], 0, '').digits).toEqual(['', '', '', '', '', '']);
  });

  it.each([
    ['', 'required'],
    [null, 'required'],
    ['12345', 'sms-code-invalid'],
    ['1234567', 'sms-code-invalid'],
    ['12a456', 'sms-code-invalid'],
    ['123456', null],
    [' 123456 ', null],
  ])('§9 code %j → %s', (code, expected) => {
    expect(validateSmsCode(code)).toBe(expected);
  });
});
