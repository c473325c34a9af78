import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { maxWidth, storyText, withStoryText } from '../../storybook/storyKit.tsx';
import { MultiSelect, type MultiSelectProps } from './MultiSelect.tsx';

function Demo(props: Partial<MultiSelectProps>) {
  const t = useStoryText();
  const items = [
    { id: 'city', label: t('Citadine', 'City car') },
    { id: 'van', label: t('Utilitaire', 'Van') },
    { id: 'suv', label: 'SUV' },
    { id: 'electric', label: t('Électrique', 'Electric') },
  ];
  return <MultiSelect label={t('Catégories', 'Categories')} placeholder={t('Toutes les catégories', 'All categories')} items={items} {...props} />;
}

const meta = { title: 'Forms/MultiSelect', component: Demo, decorators: [maxWidth(360)] } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button'));
    await userEvent.click(await screen.findByRole('option', { name: t('Citadine', 'City car') }));
    await userEvent.click(await screen.findByRole('option', { name: 'SUV' }));
    await userEvent.keyboard('{Escape}');
    const trigger = canvas.getByRole('button');
    await expect(trigger).toHaveTextContent(t('Citadine', 'City car'));
    await expect(trigger).toHaveTextContent('SUV');
  },
};

export const WithSummary: Story = {
  render: withStoryText((t) => (
    <Demo defaultValue={['city', 'van', 'electric']} summary={(selected) => t(`${selected.length} catégories`, `${selected.length} categories`)} />
  )),
};
