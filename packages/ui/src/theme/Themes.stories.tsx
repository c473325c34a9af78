import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../components/Badge/Badge.tsx';
import { Button } from '../components/Button/Button.tsx';
import { Card } from '../components/Card/Card.tsx';
import { useStoryText } from '../storybook/StoryLocale.tsx';
import { parseHex } from './contrast.ts';
import { vars } from './contract.css.ts';
import { themeNames } from './names.ts';
import { themeClassNames } from './themes.css.ts';
import { themeTokens } from './themes.ts';

const rgb = (hex: string) => `rgb(${parseHex(hex).join(', ')})`;

function AllThemes() {
  const t = useStoryText();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 16 }}>
      {themeNames.map((name, index) => (
        // Half the samples use the class, half the data-theme attribute: both must apply the theme.
        <div
          key={name}
          data-testid={name}
          {...(index % 2 === 0 ? { className: themeClassNames[name] } : { 'data-theme': name })}
          style={{ background: vars.color.surface.page, padding: 12, borderRadius: 16 }}
        >
          <Card headingLevel={2} title={name}>
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
              <Button size="sm">{t('Réserver', 'Book')}</Button>
              <Button size="sm" variant="outline">
                {t('Détails', 'Details')}
              </Button>
              <Badge status="verified">{t('Vérifié', 'Verified')}</Badge>
            </div>
          </Card>
        </div>
      ))}
    </div>
  );
}

const meta = { title: 'Foundations/Themes', component: AllThemes } satisfies Meta<typeof AllThemes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiveThemes: Story = {
  play: async ({ canvas }) => {
    for (const name of themeNames) {
      const sample = canvas.getByTestId(name);
      const primary = within(sample).getAllByRole('button')[0] as HTMLElement;
      // decision D24: each theme's class or data-theme attribute gives its own tokens to the subtree.
      await expect(getComputedStyle(primary).backgroundColor).toBe(rgb(themeTokens[name].color.brand.solid));
      await expect(getComputedStyle(sample).backgroundColor).toBe(rgb(themeTokens[name].color.surface.page));
    }
  },
};
