import { CalendarDateTime } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { maxWidth, storyText } from '../../storybook/storyKit.tsx';
import { DateTimePicker } from './DateTimePicker.tsx';

const now = new CalendarDateTime(2026, 11, 23, 14, 10);

function Demo({ isInvalid }: { isInvalid?: boolean }) {
  const t = useStoryText();
  const [value, setValue] = useState<CalendarDateTime | null>(new CalendarDateTime(2026, 11, 23, 16, 0));
  return (
    <>
      <DateTimePicker
        label={t('Départ', 'Departure')}
        dateLabel={t('Date', 'Date')}
        timeLabel={t('Heure', 'Time')}
        timePlaceholder={t('Heure', 'Time')}
        value={value}
        onChange={setValue}
        minValue={now}
        maxValue={new CalendarDateTime(2027, 1, 15, 18, 0)}
        // The operator's maintenance slot, every day from 18:00 to 18:45.
        isSlotUnavailable={(slot) => slot.hour === 18}
        description={t('Créneaux de 15 minutes.', '15-minute slots.')}
        isInvalid={isInvalid}
        errorMessage={t('Le retour doit suivre le départ.', 'The return must come after the departure.')}
      />
      <output style={{ display: 'block', marginTop: 16, fontSize: 14 }} data-testid="value">
        {value?.toString()}
      </output>
    </>
  );
}

const meta = { title: 'Pickers/DateTimePicker', component: Demo, decorators: [maxWidth(480)] } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FifteenMinuteSlots: Story = {
  play: async ({ canvas, globals }) => {
    const time = canvas.getByRole('button', { name: new RegExp(storyText(globals)('Heure', 'Time')) });
    await userEvent.click(time);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    // spec §9: 15-minute steps, the last slot 23:45.
    await expect(options).toHaveLength(96);
    await expect(options[1]).toHaveTextContent('00:15');
    await expect(options[95]).toHaveTextContent('23:45');
    // spec §5: on the first day, times before now (14:10) are blocked; blocked slots too.
    await expect(within(listbox).getByRole('option', { name: '14:00' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(listbox).getByRole('option', { name: '18:30' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: '14:15' }));
    await expect(canvas.getByTestId('value')).toHaveTextContent('2026-11-23T14:15:00');
  },
};

export const Invalid: Story = { args: { isInvalid: true } };

/** Opened from the keyboard, the time list shows the chosen time (16:00), not the night's first slots. */
export const OpensAtChosenTime: Story = {
  play: async ({ canvas, globals }) => {
    const time = canvas.getByRole('button', { name: new RegExp(storyText(globals)('Heure', 'Time')) });
    time.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    const chosen = within(listbox).getByRole('option', { name: '16:00' });
    await waitFor(() => {
      const [list, option] = [listbox.getBoundingClientRect(), chosen.getBoundingClientRect()];
      expect(option.top).toBeGreaterThanOrEqual(list.top);
      expect(option.bottom).toBeLessThanOrEqual(list.bottom);
    });
    await expect(chosen).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
};

/** The caller's slots (a daylight-saving night): 02:00 to 02:45 do not exist, 01:xx show their offset. */
export const CallerSlots: Story = {
  render: function Render() {
    const t = useStoryText();
    const [value, setValue] = useState<CalendarDateTime | null>(new CalendarDateTime(2027, 3, 14, 1, 0));
    const slotsOf = () =>
      Array.from({ length: 96 }, (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`)
        .filter((key) => !key.startsWith('02:'))
        .map((key) => ({ key, label: key.startsWith('01:') ? `${key} (UTC-05:00)` : undefined, isUnavailable: false }));
    return (
      <DateTimePicker
        label={t('Départ', 'Departure')}
        dateLabel={t('Date', 'Date')}
        timeLabel={t('Heure', 'Time')}
        value={value}
        onChange={setValue}
        slotsOf={slotsOf}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(storyText(globals)('Heure', 'Time')) }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(92);
    await expect(within(listbox).queryByRole('option', { name: '02:30' })).toBeNull();
    await userEvent.click(within(listbox).getByRole('option', { name: '01:30 (UTC-05:00)' }));
    await expect(canvas.getByRole('button', { name: new RegExp(storyText(globals)('Heure', 'Time')) })).toHaveTextContent('01:30 (UTC-05:00)');
  },
};
