import type { Preview } from '@storybook/react-vite';

// ui's preview (toolbars, decorators, a11y, viewports, overflow check) comes first through main.ts
// `previewAnnotations`; this adds the screens to the sidebar order.
const preview: Preview = {
  parameters: {
    options: {
      storySort: {
        order: ['Overview', 'Screens', ['Account', 'Signup', 'Search'], 'Foundations', 'Actions', 'Forms', 'Pickers', 'Overlays', 'Navigation', 'Feedback', 'Data', 'Layout'],
      },
    },
  },
};

export default preview;
