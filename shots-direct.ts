import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, startBuiltServer } from './apps/server/src/bench/built-server';

const out = '/tmp/shots-direct';
mkdirSync(out, { recursive: true });
const root = process.cwd();
const server = await startBuiltServer({
  serverMain: path.join(root, 'apps/server/dist/main.js'),
  webDistDir: null,
  webIndex: path.join(root, 'apps/web/dist/index.html'),
  dataPrefix: 'erp-shots-direct-',
  env: { LOGIN_IP_MAX_PER_MINUTE: '1000', LOGIN_ACCOUNT_MAX_PER_MINUTE: '1000' },
});
const ctx = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'shots-direct-')), {
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
  viewport: { width: 1440, height: 900 },
});
try {
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  await page.goto(`${server.baseUrl}/Company/Login`);
  await page.locator('#loginId').fill('purchase' === process.env.WHO ? 'purchase' : 'staff');
  await page.locator('#password').fill('demo1234!');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((u) => !u.pathname.endsWith('/Login'), { timeout: 30_000 });
  const shot = async (url: string, name: string, act?: () => Promise<void>) => {
    await page.goto(`${server.baseUrl}${url}`);
    await page.waitForTimeout(2500);
    if (act) await act();
    await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true });
  };
  await shot('/Company/Examination/Direct/DirectExamination', 'station', async () => {
    await page.locator('[role="row"][data-row]').first().dblclick();
    await page.waitForTimeout(1500);
    const scan = page.getByLabel('바코드 스캔');
    await scan.fill('GB90L');
    await scan.press('Enter');
    await page.waitForTimeout(800);
    await scan.fill('GB80L');
    await scan.press('Enter');
    await page.waitForTimeout(1200);
  });
  await shot('/Company/Examination/DirectExaminationList/waiting', 'list');
  const code = await page.locator('[role="row"][data-row] [data-col="code"]').first().textContent();
  await shot(`/Company/Examination/DirectExaminationRequestPrint/${code}`, 'print');
  await shot('/Company/FreightCostList', 'freight-list');
} finally {
  await ctx.close();
  await server.stop();
}
