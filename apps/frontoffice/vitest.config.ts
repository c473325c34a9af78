import { reactConfig } from '@frontoffice/vitest-config';
import { messagesPlugin } from './messagesPlugin.ts';

export default reactConfig({ plugins: [messagesPlugin()] });
