import { describe, expect, it } from 'vitest';
import { dateInputFormat, formatDateInput, maskDateInput, parseDateInput } from './dateInput.ts';

const dmy = dateInputFormat({});
const ymd = dateInputFormat({ date_format: 'YYYY-MM-DD' });

describe('date input format (spec §5, D25)', () => {
  it.each([
    [undefined, 'DD/MM/YYYY'],
    ['DD/MM/YYYY', 'DD/MM/YYYY'],
    ['d/m/y', 'DD/MM/YYYY'],
    ['YYYY-MM-DD', 'YYYY-MM-DD'],
    ['y-m-d', 'YYYY-MM-DD'],
    ['unknown', 'DD/MM/YYYY'],
  ])('§5 D25 tenant format %j is masked as %s', (date_format, mask) => {
    expect(dateInputFormat({ date_format }).mask).toBe(mask);
  });

  it.each([
    ['2', dmy, '2'],
    ['29', dmy, '29'],
    ['290', dmy, '29/0'],
    ['29022024', dmy, '29/02/2024'],
    ['29/02/2024', dmy, '29/02/2024'],
    ['29-02-2024999', dmy, '29/02/2024'],
    ['2024', ymd, '2024'],
    ['20240', ymd, '2024-0'],
    ['20240229', ymd, '2024-02-29'],
    ['abc', ymd, ''],
  ])('§5 D25 typing %j masks to %j', (raw, format, expected) => {
    expect(maskDateInput(raw, format)).toBe(expected);
  });

  it.each([
    ['29/02/2024', dmy, '2024-02-29'],
    ['29/02/2023', dmy, null],
    ['31/04/2026', dmy, null],
    ['01/12/1990', dmy, '1990-12-01'],
    [' 01/12/1990 ', dmy, '1990-12-01'],
    ['1/12/1990', dmy, null],
    ['1990-12-01', dmy, null],
    ['', dmy, null],
    ['2024-02-29', ymd, '2024-02-29'],
    ['2023-02-29', ymd, null],
    ['29/02/2024', ymd, null],
    ['2024-13-01', ymd, null],
  ])('§5 date-invalid: %j reads as %s', (text, format, expected) => {
    expect(parseDateInput(text, format)).toBe(expected);
  });

  it.each([
    ['1990-05-17', dmy, '17/05/1990'],
    ['1990-05-17', ymd, '1990-05-17'],
    ['1990-05-17T00:00:00-05:00', dmy, '17/05/1990'],
    ['2024-02-29T23:30:00+01:00', dmy, '29/02/2024'],
    [null, dmy, ''],
    ['garbage', ymd, ''],
  ])('§5 server date %j shows as %j', (value, format, expected) => {
    expect(formatDateInput(value, format)).toBe(expected);
  });
});
