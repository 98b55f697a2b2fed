import { loadConfig } from '../../platform/config.js';
import { DataDirInUseError } from '../../platform/db/data-dir-lock.js';
import { openDatabase } from '../../platform/db/database.js';
import { verifyLedgers } from '../verify-ledgers.js';

// `npm run verify:ledgers`: recomputes every cached balance from its ledger; exit 1 on a difference.
// On an embedded folder a running server holds, it says so and exits 2: reading pages another
// process is writing could report differences that do not exist.
const openOrExit = async () => {
  try {
    return await openDatabase(loadConfig());
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(`장부 검증을 하지 않았습니다. ${error.message}`);
    process.exit(2);
  }
};
const database = await openOrExit();
try {
  const differences = await verifyLedgers(database.db);
  if (differences.length === 0) {
    console.log('장부 검증: 모든 잔액이 원장 합계와 일치합니다.');
  } else {
    console.log(`장부 검증: ${differences.length}건이 원장 합계와 다릅니다.`);
    for (const d of differences)
      console.log(`  ${d.ledger} ${d.key}: 잔액 ${d.cached}, 원장 합계 ${d.ledgerSum}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
