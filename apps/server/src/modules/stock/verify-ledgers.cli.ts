import { loadConfig } from '../../platform/config.js';
import { openDatabase } from '../../platform/db/database.js';
import { verifyLedgers } from '../verify-ledgers.js';

// `npm run verify:ledgers`: recomputes every cached balance from its ledger; exit 1 on a difference.
const database = await openDatabase(loadConfig());
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
