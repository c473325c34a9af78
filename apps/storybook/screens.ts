// The packages whose stories are the screens (.storybook/main.ts), beside ui's: the feature pages and the parts they
// draw. The story tests (vitest.config.ts) run them in fewer themes than ui's stories.
export const SCREEN_PACKAGES = ['feature-account', 'feature-signup', 'feature-search', 'feature-rentals', 'part-payments', 'part-profile'];
