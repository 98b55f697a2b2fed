// Writes the generated files of packages/domain (see domain-index.ts).
import { writeFileSync } from 'node:fs';
import { DOMAIN_GENERATED_FILES, DOMAIN_SRC } from './domain-index';

for (const { file, text } of DOMAIN_GENERATED_FILES(DOMAIN_SRC)) writeFileSync(file, text);
console.log('packages/domain/src/index.ts, screen/screen-catalogue.ts');
