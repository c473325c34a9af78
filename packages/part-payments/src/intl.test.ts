import { checkCatalogues } from '@frontoffice/vitest-config/intl';

checkCatalogues();
