import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { StoryAppFrame } from '../../storybook/StoryFrame.tsx';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { Button } from '../Button/Button.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

function Demo() {
  const t = useStoryText();
  return (
    <StoryAppFrame>
      <h1 style={{ fontSize: 28, marginBottom: 8 }}>{t('Bonjour Camille', 'Hello Camille')}</h1>
      <p>{t('Votre prochaine location commence demain à 9h00.', 'Your next rental starts tomorrow at 09:00.')}</p>
    </StoryAppFrame>
  );
}

/** A page whose content is still coming: its heading in a busy region (as `PageFrame` with `busy` draws it). */
function Loading() {
  const t = useStoryText();
  const [busy, setBusy] = useState(true);
  return (
    <StoryAppFrame>
      <div aria-busy={busy || undefined}>
        <h1 style={{ fontSize: 28, marginBottom: 8 }}>{t('Questions fréquentes', 'Frequently asked questions')}</h1>
        {busy ? (
          <Skeleton lines={4} />
        ) : (
          <p style={{ minHeight: '150vh' }}>{t('Comment réserver un véhicule ?', 'How do I book a vehicle?')}</p>
        )}
      </div>
      <Button onPress={() => setBusy(false)}>{t('Afficher le contenu', 'Show the content')}</Button>
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
    // A short page: the footer at the bottom of the screen, not in its middle.
    const footer = canvas.getByRole('contentinfo').getBoundingClientRect();
    await expect(Math.round(footer.bottom)).toBe(Math.round(canvasElement.ownerDocument.documentElement.clientHeight));
  },
};

/**
 * Issue 32: while the page's content is coming, the footer waits (its box kept, not shown), then shows where the
 * content puts it: drawn at the bottom of the first screen, it was pushed down when the content came (a layout shift).
 */
export const WhilePageLoads: Story = {
  name: 'issue 32: the footer waits for the page',
  render: () => <Loading />,
  play: async ({ canvas, canvasElement }) => {
    const footer = canvasElement.querySelector('footer') as HTMLElement;
    await expect(getComputedStyle(footer).visibility).toBe('hidden');
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Afficher le contenu|Show the content/ }));
    await waitFor(() => expect(getComputedStyle(footer).visibility).toBe('visible'));
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    // Below the content, out of the first screen.
    await expect(footer.getBoundingClientRect().top).toBeGreaterThan(canvasElement.ownerDocument.documentElement.clientHeight);
  },
};
