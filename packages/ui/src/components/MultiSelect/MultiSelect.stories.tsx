import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { MultiSelect, type MultiSelectProps } from './MultiSelect.tsx';

function Demo(props: Partial<MultiSelectProps>) {
  const t = useStoryText();
  const items = [
    { id: 'city', label: t('Citadine', 'City car') },
    { id: 'van', label: t('Utilitaire', 'Van') },
    { id: 'suv', label: 'SUV' },
    { id: 'electric', label: t('Électrique', 'Electric') },
  ];
  return (
    <div style={{ maxWidth: 360 }}>
      <MultiSelect label={t('Catégories', 'Categories')} placeholder={t('Toutes les catégories', 'All categories')} items={items} {...props} />
    </div>
  );
}

const meta = { title: 'Forms/MultiSelect', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === 'en';
    await userEvent.click(within(canvasElement).getByRole('button'));
    await userEvent.click(await screen.findByRole('option', { name: en ? 'City car' : 'Citadine' }));
    await userEvent.click(await screen.findByRole('option', { name: 'SUV' }));
    await userEvent.keyboard('{Escape}');
    const trigger = within(canvasElement).getByRole('button');
    await expect(trigger).toHaveTextContent(en ? 'City car' : 'Citadine');
    await expect(trigger).toHaveTextContent('SUV');
  },
};

export const WithSummary: Story = {
  render: function Render() {
    const t = useStoryText();
    return <Demo defaultValue={['city', 'van', 'electric']} summary={(selected) => t(`${selected.length} catégories`, `${selected.length} categories`)} />;
  },
};
