import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { configure } from 'storybook/test';
import { applyTheme, loadFonts, themeNames, type ThemeName } from '../src/theme/index.ts';
import { StoryLanguageContext, StoryThemeContext, type StoryLanguage } from '../src/storybook/StoryLocale.tsx';

const locales: Record<StoryLanguage, string> = { fr: 'fr-FR', en: 'en-GB' };

const themeTitles: Record<ThemeName, string> = {
  default: 'Default (demo)',
  cityshare: 'CityShare',
  fleetco: 'FleetCo',
  campus: 'Campus',
  minimal: 'Minimal',
};

// Applies the toolbar's theme to <html> exactly as the app does at start-up, and its language to react-aria and
// to the stories' labels.
const withThemeAndLanguage: Decorator = (Story, context) => {
  const language: StoryLanguage = context.globals.locale === 'en' ? 'en' : 'fr';
  const theme = applyTheme(String(context.globals.theme ?? 'default'), { favicon: false });
  document.documentElement.lang = language;
  return (
    <I18nProvider locale={locales[language]}>
      <StoryThemeContext.Provider value={theme}>
        <StoryLanguageContext.Provider value={language}>
          <Story />
        </StoryLanguageContext.Provider>
      </StoryThemeContext.Provider>
    </I18nProvider>
  );
};

// Designers review the screens in the product's font from the first story.
loadFonts();

// The play functions' findBy and waitFor wait up to 10 s for what they look for, instead of testing-library's 1 s
// (a default made for jsdom): the story tests run in Chromium beside the other checks on a two-core CI machine, where
// a screen's chunk, its messages and the demo API's answer can take longer than a second. What they check is the same.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  decorators: [withThemeAndLanguage],
  // Issue 6, phone first: a story that makes the page scroll sideways fails (the story tests run at 390 px in the
  // operator themes).
  afterEach: async () => {
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      const culprit = [...document.body.querySelectorAll<HTMLElement>('*')].find(
        (element) => element.getBoundingClientRect().right > root.clientWidth,
      );
      throw new Error(
        `The story overflows the ${root.clientWidth} px wide viewport (${root.scrollWidth} px): ${culprit?.outerHTML.slice(0, 300)}`,
      );
    }
  },
  globalTypes: {
    theme: {
      description: 'Operator theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themeNames.map((name) => ({ value: name, title: themeTitles[name] })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the demo labels and of react-aria',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'fr', title: 'Français', right: 'FR' },
          { value: 'en', title: 'English', right: 'EN' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default', locale: 'fr' },
  parameters: {
    layout: 'padded',
    // Accessibility violations fail the story tests (issue 6).
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: {
        phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
      },
    },
    options: { storySort: { order: ['Overview', 'Foundations', 'Actions', 'Forms', 'Pickers', 'Overlays', 'Navigation', 'Feedback', 'Data', 'Layout'] } },
  },
};

export default preview;
