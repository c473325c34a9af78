import { nodeConfig } from '@frontoffice/vitest-config';

export default nodeConfig();
