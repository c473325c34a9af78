import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { maxWidth } from '../../storybook/storyKit.tsx';
import { RichText } from './RichText.tsx';

const fr = `<h2>Questions fréquentes</h2>
<p>Vous pouvez réserver un véhicule <strong>jusqu'à 15 minutes</strong> avant le départ.</p>
<ul><li>Permis valide depuis au moins 2 ans</li><li>Carte de paiement à votre nom</li></ul>
<p>Une question ? <a href="mailto:aide@exemple.fr">Écrivez-nous</a>.</p>
<img src="x" onerror="window.__pwned = true" alt=""><script>window.__pwned = true</script>`;

const en = `<h2>Frequently asked questions</h2>
<p>You can book a vehicle <strong>up to 15 minutes</strong> before the start.</p>
<ul><li>Licence held for at least 2 years</li><li>A payment card in your name</li></ul>
<p>A question? <a href="mailto:help@example.com">Write to us</a>.</p>
<img src="x" onerror="window.__pwned = true" alt=""><script>window.__pwned = true</script>`;

function Demo() {
  const t = useStoryText();
  return <RichText html={t(fr, en)} />;
}

const meta = { title: 'Data/RichText', component: Demo, decorators: [maxWidth(640)] } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OperatorContent: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeInTheDocument();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    // Sanitized: no script, no event handler reaches the page.
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(Reflect.get(window, '__pwned')).toBeUndefined();
  },
};
