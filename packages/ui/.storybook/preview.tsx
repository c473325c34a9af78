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

/**
 * The axe rules whose result can change with a theme: the colours (contrast, links told apart from text), the sizes
 * (targets, a region that scrolls once the theme's type is larger). Every other rule reads the document's structure,
 * which is the same in every theme at one width.
 */
const THEME_RULES = ['color-contrast', 'link-in-text-block', 'target-size', 'scrollable-region-focusable'];
/** Where the story tests run every axe rule: the default theme at desktop width, one operator theme at phone width. */
const ALL_RULES_THEMES = new Set(['default', 'cityshare']);
/** Set by the story tests' configuration (apps/storybook/vitest.config.ts); in Storybook's own a11y panel every rule runs. */
const storyTests = (import.meta as unknown as { env: Record<string, string | undefined> }).env.STORY_TESTS === 'on';

const preview: Preview = {
  decorators: [withThemeAndLanguage],
  // The CI run within its 12 minutes (README, "Tests"): in the story tests, the three other operator themes run only the
  // rules a theme can change, at the same phone width as cityshare, which runs them all. Every rule still runs for
  // every story at both widths, and each theme's colours and sizes are checked in each theme (ui's stories in every
  // theme; a screen in one of the three others in turn, apps/storybook/vitest.config.ts): a third of a story test's
  // time was axe, the same structural rules three more times at phone width.
  beforeEach: (context) => {
    if (!storyTests) return;
    const a11y = (context.parameters.a11y ?? {}) as { options?: Record<string, unknown> };
    // As the e2e sweep does (e2e/axe.ts): axe details every node of the violations only, which is all a test reads.
    const options: Record<string, unknown> = { ...a11y.options, resultTypes: ['violations'] };
    if (!ALL_RULES_THEMES.has(String(context.globals.theme ?? 'default'))) options.runOnly = { type: 'rule', values: THEME_RULES };
    context.parameters.a11y = { ...a11y, options };
  },
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
