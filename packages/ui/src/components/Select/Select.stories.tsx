import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { Select, type SelectProps } from './Select.tsx';

function Demo(props: Partial<SelectProps>) {
  const t = useStoryText();
  const items = [
    { id: 'all', label: t('Toutes', 'All') },
    { id: '2', label: t('2 places ou plus', '2 seats or more') },
    { id: '4', label: t('4 places ou plus', '4 seats or more') },
    { id: '7', label: t('7 places ou plus', '7 seats or more') },
  ];
  return (
    <div style={{ maxWidth: 360 }}>
      <Select label={t('Places', 'Seats')} placeholder={t('Choisir', 'Choose')} items={items} {...props} />
    </div>
  );
}

const meta = { title: 'Forms/Select', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === 'en';
    await userEvent.click(within(canvasElement).getByRole('button'));
    const option = await screen.findByRole('option', { name: en ? '4 seats or more' : '4 places ou plus' });
    await userEvent.click(option);
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(en ? '4 seats or more' : '4 places ou plus');
  },
};
export const WithValue: Story = { args: { defaultValue: '2' } };
export const WithDisabledOption: Story = { args: { disabledKeys: ['7'] } };
export const Invalid: Story = {
  render: function Render() {
    const t = useStoryText();
    return <Demo isInvalid errorMessage={t('Ce champ est obligatoire.', 'This field is required.')} />;
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
