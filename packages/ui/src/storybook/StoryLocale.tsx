// Stories only: `ui` holds no product text, so each story carries its own French and English demo labels and
// picks one with the toolbar's language.
import { createContext, useContext } from 'react';
import type { ThemeName } from '../theme/names.ts';

/** The two languages of the product (spec §9). */
export type StoryLanguage = 'fr' | 'en';

/** The toolbar's language, provided by the Storybook decorator. */
export const StoryLanguageContext = createContext<StoryLanguage>('fr');

/** Picks the French or English text. */
export type StoryText = (fr: string, en: string) => string;

/** Returns a picker of the French or English text for the toolbar's language. */
export function useStoryText(): StoryText {
  const language = useContext(StoryLanguageContext);
  return (fr, en) => (language === 'en' ? en : fr);
}

/** The toolbar's language. */
export function useStoryLanguage(): StoryLanguage {
  return useContext(StoryLanguageContext);
}

/** The toolbar's theme, provided by the Storybook decorator (for the logo in layout stories). */
export const StoryThemeContext = createContext<ThemeName>('default');

/** The toolbar's theme. */
export function useStoryTheme(): ThemeName {
  return useContext(StoryThemeContext);
}
