import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StoryAppFrame } from '../../storybook/StoryFrame.tsx';
import { useStoryText } from '../../storybook/StoryLocale.tsx';

function Demo() {
  const t = useStoryText();
  return (
    <StoryAppFrame>
      <h1 style={{ fontSize: 28, marginBottom: 8 }}>{t('Bonjour Camille', 'Hello Camille')}</h1>
      <p>{t('Votre prochaine location commence demain à 9h00.', 'Your next rental starts tomorrow at 09:00.')}</p>
    </StoryAppFrame>
  );
}

const meta = { title: 'Layout/AppLayout', component: Demo, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    // The skip link is first in the tab order and leads to the main content.
    await expect(canvasElement.querySelector('a')).toHaveAttribute('href', '#main-content');
  },
};
