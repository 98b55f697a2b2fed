import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { pageApiOk } from './support/api';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { soon } from './support/eventually';
import { gridRows } from './support/grid';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSecondDesk, useSuite } from './support/suite';

announceSkipWithoutChromium('stock-count.e2e.test.ts');

// Issue #18's count story on its screens: the phone user (driver) counts the planned demo count
// of the BUSAN warehouse on a phone-sized screen, one part one short, and submits; staff (who did
// not count) approves it on the desk, and the one difference becomes a survey-adjust move.

const SHOTS = shotsFolder('stock-count');
const PHONE = { width: 390, height: 844 };
const PARTS = ['P0000001', 'P0000002'];

type CountRow = { code: string; warehouseCode: string; status: string };

const busanStock = async (page: Page, partCode: string): Promise<number> =>
  (await pageApiOk<{ warehouseCode: string; qty: number }[]>(page, `/api/stock/v1.0/part/${partCode}`)).find(
    (s) => s.warehouseCode === 'BUSAN',
  )?.qty ?? 0;

describe.skipIf(!hasChromium)('a stock count on the phone, approved by a second person (Chromium)', () => {
  let server: TestServer;
  let phone: Page;
  let desk: Page;
  let code = '';
  const before: number[] = [];

  const suite = useSuite('driver', (s) => {
    ({ server, page: phone } = s);
  });
  useSecondDesk(suite, 'staff', (p) => {
    desk = p;
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    await phone
      ?.screenshot({ path: path.join(SHOTS, 'FAIL-phone.png'), fullPage: true })
      .catch(() => undefined);
    await desk
      ?.screenshot({ path: path.join(SHOTS, 'FAIL-desk.png'), fullPage: true })
      .catch(() => undefined);
  });

  it('counts on the phone: a scan adds one, a typed figure replaces, and submits', async () => {
    await phone.setViewportSize(PHONE);
    const counts = await pageApiOk<{ rows: CountRow[] }>(phone, '/api/stock/v1.0/count/list', {
      filters: [{ field: 'status', op: 'eq', value: 'planned' }],
    });
    code = counts.rows.find((r) => r.warehouseCode === 'BUSAN')?.code ?? '';
    expect(code).toMatch(/^K\d{8}-\d{4}$/);
    for (const part of PARTS) before.push(await busanStock(phone, part));

    await phone.goto(`${server.baseUrl}/Company/Examination/Stock/StockMobileExamination`);
    await phone.getByRole('option', { name: new RegExp(code) }).click();
    const scan = phone.getByRole('textbox', { name: '품목·바코드' });
    // The first part: one scan per unit, as many as the books say.
    for (let i = 0; i < before[0]!; i += 1) {
      await scan.fill(PARTS[0]!);
      await scan.press('Enter');
      await phone
        .getByText(`실사 ${i + 1} / 장부 ${before[0]}`)
        .first()
        .waitFor();
    }
    // The second part: typed, one short of the books.
    await phone.getByText('수량 바꾸기').click();
    await phone.getByRole('spinbutton', { name: '수량' }).fill(String(before[1]! - 1));
    await scan.fill(PARTS[1]!);
    await scan.press('Enter');
    await phone
      .getByText(`실사 ${before[1]! - 1} / 장부 ${before[1]} (차이 -1)`)
      .first()
      .waitFor();
    await phone.screenshot({ path: path.join(SHOTS, 'phone-count.png'), fullPage: true });

    await phone.getByRole('button', { name: '실사 완료' }).last().click();
    await phone.locator('.ant-modal-confirm-btns button', { hasText: '실사 완료' }).click();
    await soon(
      async () => (await pageApiOk<{ status: string }>(phone, `/api/stock/v1.0/count/detail/${code}`)).status,
    ).toBe('submitted');
  });

  it('staff, who did not count it, approves: the difference is posted as the count document', async () => {
    await desk.goto(`${server.baseUrl}/Stock/StockSurvey`);
    await desk.getByRole('option', { name: new RegExp(code) }).click();
    await desk.getByText('차이 품목 1개').waitFor();
    await desk.getByRole('button', { name: '승인·반영' }).click();
    await desk.locator('.ant-modal-confirm-btns button', { hasText: '예' }).click();
    await desk.getByRole('link', { name: '재고 변경 내역' }).waitFor();
    await desk.screenshot({ path: path.join(SHOTS, 'desk-approved.png'), fullPage: true });
    expect(await busanStock(desk, PARTS[0]!)).toBe(before[0]);
    expect(await busanStock(desk, PARTS[1]!)).toBe(before[1]! - 1);

    await desk.getByRole('link', { name: '재고 변경 내역' }).click();
    await desk.waitForURL(new RegExp(`/Stock/StockChangeRecord/${code}$`));
    await soon(() => gridRows(desk).count()).toBe(1);
    await desk.getByText('실사 조정').first().waitFor();
  });
});
