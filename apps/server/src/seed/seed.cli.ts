import { loadConfig } from '../platform/config.js';
import { DataDirInUseError } from '../platform/db/data-dir-lock.js';
import { openDatabase } from '../platform/db/database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed.service.js';

// `npm run seed [-- --scale large]`: migrates and loads the demo data into the configured database.
const scale = process.argv.includes('--scale') ? process.argv[process.argv.indexOf('--scale') + 1] : 'demo';
if (scale !== 'demo' && scale !== 'large') {
  console.error(`--scale 값은 demo 또는 large 입니다: ${scale}`);
  process.exit(2);
}
const config = loadConfig();
const openOrExit = async () => {
  try {
    return await openDatabase(config);
  } catch (error) {
    // A running server holds the embedded folder: say so instead of a stack trace.
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
};
const database = await openOrExit();
try {
  await database.migrate();
  const seeded = await seedDemo(database.db, { scale });
  console.log(
    seeded ? `데모 데이터를 넣었습니다 (${scale}).` : '이미 데이터가 있어 데모 데이터를 넣지 않았습니다.',
  );
  console.log(`데모 계정 ${DEMO_ACCOUNTS.length}개, 비밀번호 ${DEMO_PASSWORD}`);
} finally {
  await database.close();
}
