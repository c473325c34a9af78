import { reactConfig } from '@frontoffice/vitest-config';

export default reactConfig();
