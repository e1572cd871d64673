import type { KnipConfig } from 'knip';
import repository from '../../../knip.config';

// The repository's own rules (knip.config.ts) on this small project: only its files differ.
const config: KnipConfig = {
  ...repository,
  entry: ['src/main.ts'],
  project: ['src/**/*.ts'],
  ignore: [],
  ignoreDependencies: [],
};

export default config;
