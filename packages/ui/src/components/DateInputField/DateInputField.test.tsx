// The masked date field under happy-dom (the calendar's rendering is covered by its stories in Chromium).
import { dateInputFormat } from '@frontoffice/domain';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateInputField } from './DateInputField.tsx';

function Field({ dateFormat, onChange }: { dateFormat: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DateInputField
      label="Date of birth"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      format={dateInputFormat({ date_format: dateFormat })}
      calendarLabel="Choose in a calendar"
      previousYearLabel="Previous year"
      nextYearLabel="Next year"
    />
  );
}

afterEach(cleanup);

describe('DateInputField (spec §5, D25)', () => {
  it('masks day-first dates with slashes and opens a numeric keyboard', async () => {
    render(<Field dateFormat="DD/MM/YYYY" />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(input.getAttribute('placeholder')).toBe('DD/MM/YYYY');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(input, '2902a2024');
    expect((input as HTMLInputElement).value).toBe('29/02/2024');
  });

  it('masks year-first dates with dashes; backspace removes digits and their separator', async () => {
    const onChange = vi.fn();
    render(<Field dateFormat="YYYY-MM-DD" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    await userEvent.type(input, '20240229');
    expect((input as HTMLInputElement).value).toBe('2024-02-29');
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}');
    expect((input as HTMLInputElement).value).toBe('2024-0');
    expect(onChange).toHaveBeenLastCalledWith('2024-0');
  });

  it('has a named calendar button', () => {
    render(<Field dateFormat="DD/MM/YYYY" />);
    expect(screen.getByRole('button', { name: 'Choose in a calendar' })).toBeTruthy();
  });
});
