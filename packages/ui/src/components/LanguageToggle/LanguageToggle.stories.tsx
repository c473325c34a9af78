import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StoryLanguageToggle } from '../../storybook/StoryFrame.tsx';

const meta = { title: 'Navigation/LanguageToggle', component: StoryLanguageToggle } satisfies Meta<typeof StoryLanguageToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Switch: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('group', { name: /^(Langue|Language)$/ })).toBeInTheDocument();
    const french = canvas.getByRole('button', { name: 'FR (Français)' });
    const english = canvas.getByRole('button', { name: 'EN (English)' });
    // The toggle starts on the toolbar's language.
    const [current, other] = globals.locale === 'en' ? [english, french] : [french, english];
    await expect(current).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(other);
    await expect(other).toHaveAttribute('aria-pressed', 'true');
    await expect(current).toHaveAttribute('aria-pressed', 'false');
    // Pressing the current language again keeps it: one language is always chosen.
    await userEvent.click(other);
    await expect(other).toHaveAttribute('aria-pressed', 'true');
  },
};
