// Stories only: the pieces every `ui` story would otherwise write again (the toolbar's language in renders and
// plays, the width a field demo is shown at).
import type { Decorator } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { useStoryText, type StoryText } from './StoryLocale.tsx';

/**
 * The French or English text for the toolbar's language, in a play function: the same picker `useStoryText` gives a
 * render, so a play finds what the render showed with the same two strings.
 */
export function storyText(globals: Record<string, unknown>): StoryText {
  return (fr, en) => (globals.locale === 'en' ? en : fr);
}

/**
 * A story render that needs the toolbar's language: `render: withStoryText((t) => <Demo label={t('…', '…')} />)`.
 */
export function withStoryText<A>(render: (t: StoryText, args: A) => ReactElement): (args: A) => ReactElement {
  return function Render(args: A) {
    return render(useStoryText(), args);
  };
}

/** Shows the story no wider than a form column, as a field stands in a page. */
export function maxWidth(px: number): Decorator {
  return function MaxWidth(Story) {
    return (
      <div style={{ maxWidth: px }}>
        <Story />
      </div>
    );
  };
}
