// One lint configuration for the whole workspace; each package runs `eslint .` and finds this file.
import config from '@frontoffice/eslint-config';

export default config;
