import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { maxWidth, storyText, withStoryText } from '../../storybook/storyKit.tsx';
import { Select, type SelectProps } from './Select.tsx';

function Demo(props: Partial<SelectProps>) {
  const t = useStoryText();
  const items = [
    { id: 'all', label: t('Toutes', 'All') },
    { id: '2', label: t('2 places ou plus', '2 seats or more') },
    { id: '4', label: t('4 places ou plus', '4 seats or more') },
    { id: '7', label: t('7 places ou plus', '7 seats or more') },
  ];
  return <Select label={t('Places', 'Seats')} placeholder={t('Choisir', 'Choose')} items={items} {...props} />;
}

const meta = { title: 'Forms/Select', component: Demo, decorators: [maxWidth(360)] } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button'));
    await userEvent.click(await screen.findByRole('option', { name: t('4 places ou plus', '4 seats or more') }));
    await expect(canvas.getByRole('button')).toHaveTextContent(t('4 places ou plus', '4 seats or more'));
  },
};
export const WithValue: Story = { args: { defaultValue: '2' } };
export const WithDisabledOption: Story = { args: { disabledKeys: ['7'] } };
export const Invalid: Story = { render: withStoryText((t) => <Demo isInvalid errorMessage={t('Ce champ est obligatoire.', 'This field is required.')} />) };
export const Disabled: Story = { args: { isDisabled: true } };
