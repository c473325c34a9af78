import { dateInputFormat } from '@frontoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { DateInputField } from './DateInputField.tsx';

function Demo({ dateFormat, initial = '', invalid = false }: { dateFormat: string; initial?: string; invalid?: boolean }) {
  const t = useStoryText();
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: 360 }}>
      <DateInputField
        label={t('Date de naissance', 'Date of birth')}
        value={value}
        onChange={setValue}
        format={dateInputFormat({ date_format: dateFormat })}
        calendarLabel={t('Choisir dans un calendrier', 'Choose in a calendar')}
        previousYearLabel={t('Année précédente', 'Previous year')}
        nextYearLabel={t('Année suivante', 'Next year')}
        defaultCalendarDate="1995-06-15"
        isRequired
        isInvalid={invalid}
        errorMessage={t("Cette date n'est pas valide.", 'This date is not valid.')}
      />
    </div>
  );
}

const meta = { title: 'Forms/DateInputField', component: Demo, args: { dateFormat: 'DD/MM/YYYY' } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §5, D25: day-first tenants type `DD/MM/YYYY`; the slashes come by themselves. */
export const DayFirst: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await userEvent.type(input, '17041990');
    await expect(input).toHaveValue('17/04/1990');
  },
};

/** spec §5, D25: year-first tenants (fleetco) type `YYYY-MM-DD`. */
export const YearFirst: Story = {
  args: { dateFormat: 'YYYY-MM-DD' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '19900417');
    await expect(input).toHaveValue('1990-04-17');
  },
};

/** The calendar opens on the typed date; picking a day writes it in the tenant's format. */
export const PickInCalendar: Story = {
  args: { initial: '17/04/1990' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const body = within(canvasElement.ownerDocument.body);
    const grid = await body.findByRole('grid');
    await userEvent.click(within(grid).getByText('20'));
    await expect(canvas.getByRole('textbox')).toHaveValue('20/04/1990');
  },
};

/** spec §5: an impossible date shows date-invalid (the caller decides, the field shows it). */
export const Invalid: Story = { args: { initial: '31/02/1990', invalid: true } };
