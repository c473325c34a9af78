import { CalendarDateTime } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
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

/** The browser's own select of the day's times (issue 32): on a phone, the system's list or wheel. */
const timeSelect = (canvas: { getByLabelText: (text: RegExp) => HTMLElement }, globals: Record<string, unknown>) =>
  canvas.getByLabelText(new RegExp(`^${storyText(globals)('Heure', 'Time')}$`)) as HTMLSelectElement;

export const FifteenMinuteSlots: Story = {
  play: async ({ canvas, globals }) => {
    const time = timeSelect(canvas, globals);
    const options = [...time.options];
    // spec §9: 15-minute steps, the last slot 23:45; the chosen time (16:00) is the select's.
    await expect(options).toHaveLength(96);
    await expect(options[1]).toHaveTextContent('00:15');
    await expect(options[95]).toHaveTextContent('23:45');
    await expect(time).toHaveValue('16:00');
    // spec §5: on the first day, times before now (14:10) are blocked; blocked slots too.
    await expect(options.find((option) => option.value === '14:00')).toBeDisabled();
    await expect(options.find((option) => option.value === '18:30')).toBeDisabled();
    await userEvent.selectOptions(time, '14:15');
    await expect(canvas.getByTestId('value')).toHaveTextContent('2026-11-23T14:15:00');
    await expect(time).toHaveValue('14:15');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true },
  play: async ({ canvas, globals }) => {
    const time = timeSelect(canvas, globals);
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(time).toHaveAccessibleDescription(storyText(globals)('Le retour doit suivre le départ.', 'The return must come after the departure.'));
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
    const time = timeSelect(canvas, globals);
    await expect(time.options).toHaveLength(92);
    await expect([...time.options].map((option) => option.value)).not.toContain('02:30');
    await userEvent.selectOptions(time, '01:30');
    await expect(time.selectedOptions[0]).toHaveTextContent('01:30 (UTC-05:00)');
  },
};
