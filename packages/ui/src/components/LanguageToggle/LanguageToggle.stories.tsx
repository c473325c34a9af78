import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { LanguageToggle } from './LanguageToggle.tsx';

function Demo() {
  const t = useStoryText();
  const [language, setLanguage] = useState('fr');
  return (
    <LanguageToggle
      label={t('Langue', 'Language')}
      value={language}
      onChange={setLanguage}
      options={[
        { id: 'fr', shortLabel: 'FR', name: 'Français' },
        { id: 'en', shortLabel: 'EN', name: 'English' },
      ]}
    />
  );
}

const meta = { title: 'Navigation/LanguageToggle', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Switch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /^(Langue|Language)$/ })).toBeInTheDocument();
    const french = canvas.getByRole('button', { name: 'FR (Français)' });
    const english = canvas.getByRole('button', { name: 'EN (English)' });
    await expect(french).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(english);
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await expect(french).toHaveAttribute('aria-pressed', 'false');
    // Pressing the current language again keeps it: one language is always chosen.
    await userEvent.click(english);
    await expect(english).toHaveAttribute('aria-pressed', 'true');
  },
};
