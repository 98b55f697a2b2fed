// Writes the generated lists of the project (see generated-index.ts).

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_FILES } from './generated-index';

for (const { file, text } of GENERATED_FILES()) {
  writeFileSync(file, text);
  console.log(path.relative(process.cwd(), file));
}
