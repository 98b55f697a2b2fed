import { purgeExpiredSessions } from './platform/auth/session.service.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { DataDirInUseError } from './platform/db/data-dir-lock.js';
import { openDatabase } from './platform/db/database.js';
import { resumeStaleImports } from './platform/excel/excel-import.service.js';
import { buildApp, IMPORTERS } from './platform/http/app.js';
import { errorForLog } from './platform/logging/log-safety.js';
import { syncMenu } from './platform/menu/menu-sync.service.js';
import { createRealtimeBus } from './platform/realtime/realtime-bus.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed/seed.service.js';

// A wrong setting or a data folder another process holds ends the start with its message alone
// (Korean and English), not a stack trace, and a non-zero exit code.
const startOrExit = async <T>(step: () => T | Promise<T>): Promise<T> => {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof DataDirInUseError) && !(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
};

const config = await startOrExit(() => loadConfig());
const database = await startOrExit(() => openDatabase(config));
await database.migrate();
// The menu is part of the product: a new version's screens reach existing installations.
await syncMenu(database.db);
const seeded = config.seedDemo ? await seedDemo(database.db) : false;
const realtime = createRealtimeBus(config.redisUrl);
const app = await buildApp({ database, db: database.db, config, realtime }, { logger: true });

const policy = { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours };
const housekeeping = setInterval(() => {
  purgeExpiredSessions(database.db, policy).catch((error: unknown) =>
    app.log.warn({ err: errorForLog(error) }, '세션 정리 실패'),
  );
}, 15 * 60_000);
housekeeping.unref();

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: 종료합니다.`);
  clearInterval(housekeeping);
  try {
    await app.close();
    await realtime.close();
  } finally {
    // Closing the database flushes PGlite to disk; a restart then finds every committed row.
    await database.close();
    process.exit(0);
  }
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const resumed = await resumeStaleImports(database.db, IMPORTERS);
if (resumed > 0) app.log.info(`중단된 엑셀 가져오기 ${resumed}건을 이어서 처리합니다.`);
const url = `http://localhost:${config.port}`;
console.log(
  `\n부품 ERP가 ${url} 에서 실행 중입니다 (${database.kind === 'pglite' ? `내장 DB: ${config.dataDir}` : 'PostgreSQL'}).`,
);
if (seeded) console.log('처음 실행이라 데모 데이터를 넣었습니다.');
console.log(`데모 로그인 (비밀번호 모두 ${DEMO_PASSWORD}):`);
for (const account of DEMO_ACCOUNTS)
  console.log(`  ${account.loginId.padEnd(10)} ${url}${account.loginPage}`);
