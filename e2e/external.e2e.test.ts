import path from 'node:path';
import { toYmd } from '@erp/domain';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSecondDesk, useSuite } from './support/suite';

announceSkipWithoutChromium('external.e2e.test.ts');

// Issue #25's field day on a phone: the demo external opens the day, moves a visit down the
// rotation, registers an order for one of its shops, writes a day report; head office (admin, at its desk) reads it and comments, and the
// external then sees the comment and can no longer edit the report.

const SHOTS = shotsFolder('external');
const PHONE = { width: 375, height: 740 };
const X = '/Company/External';

/**
 * The screen's own content stays inside the phone's width (the shell's tab-bar overflow button is
 * the shell's, measured by its own tests): nothing of the page reaches past the right edge.
 */
const fitsPhone = async (page: Page) =>
  expect(
    await page.evaluate(() =>
      Math.max(...[...document.querySelectorAll('.ext-page *')].map((e) => e.getBoundingClientRect().right)),
    ),
  ).toBeLessThanOrEqual(PHONE.width);

/** Yesterday in Korea, as YYYYMMDD: the demo already holds today's report. */
const yesterday = () => toYmd(new Date(Date.now() - 86_400_000));

describe.skipIf(!hasChromium)('external sales staff on a phone (Chromium)', () => {
  let server: TestServer;
  let page: Page;
  let desk: Page;
  const suite = useSuite('external', (s) => {
    ({ server, page } = s);
  });
  useSecondDesk(suite, 'admin', (p) => {
    desk = p;
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await page?.screenshot({ path: path.join(SHOTS, 'FAIL.png'), fullPage: true }).catch(() => undefined);
  });

  it('opens the day, reorders a visit, orders for a shop, writes the day report; head office reads and comments', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${server.baseUrl}${X}/ExternalMain`);
    await page.getByText('오늘의 영업').waitFor({ timeout: 15_000 });
    // The demo rotation visits the three shops Monday to Saturday; Sunday has no visits.
    const sunday = new Date(Date.now() + 9 * 3_600_000).getUTCDay() === 0;
    const today = page.getByRole('list', { name: '오늘 방문' });
    if (!sunday) {
      await today.getByRole('listitem').first().waitFor({ timeout: 15_000 });
      expect(await today.getByRole('listitem').count()).toBe(3);
    }
    await fitsPhone(page);
    await page.screenshot({ path: path.join(SHOTS, 'main-phone.png'), fullPage: true });

    // The rotation of the day: move the first visit one place down.
    await page.goto(
      `${server.baseUrl}${X}/ExternalRotationSequence?weekday=${sunday ? 1 : new Date(Date.now() + 9 * 3_600_000).getUTCDay()}`,
    );
    const visits = page.getByRole('list', { name: '방문 순서' }).getByRole('listitem');
    await visits.first().waitFor();
    const first = await visits.first().getAttribute('data-visit');
    await visits.first().getByRole('button', { name: '아래로' }).click();
    await expect.poll(() => visits.nth(1).getAttribute('data-visit'), { timeout: 10_000 }).toBe(first);
    await fitsPhone(page);
    await page.screenshot({ path: path.join(SHOTS, 'rotation-phone.png'), fullPage: true });

    // The customers, as cards.
    await page.goto(`${server.baseUrl}${X}/ExternalRecommendByCustMobile`);
    await page.locator('.ext-customer-card').first().waitFor();
    expect(await page.locator('.ext-customer-card').count()).toBe(3);
    await fitsPhone(page);

    // An order for one of their shops, at the shop's price; head office fixes it later.
    await page.goto(`${server.baseUrl}${X}/ExternalPartOrder`);
    await page.getByLabel('거래처', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: '한빛카센터' }).click();
    await page.getByLabel('품목 검색').fill('GB80L');
    await page.getByLabel('품목 검색').press('Enter');
    await page.getByRole('button', { name: /담기/ }).first().click();
    await page.getByRole('list', { name: '담은 품목' }).getByRole('listitem').first().waitFor();
    await fitsPhone(page);
    await page.getByRole('button', { name: '주문 접수' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`${X}/ExternalOrder/`), { timeout: 15_000 });
    await page.getByText('접수 (본사 확정 전)').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'order-phone.png'), fullPage: true });

    // The day report (yesterday's: the demo day already has today's).
    await page.goto(`${server.baseUrl}${X}/ExternalDayReportRegister`);
    const date = page.getByLabel('보고일', { exact: true });
    await date.fill(yesterday());
    await page.getByLabel('방문 내용', { exact: true }).fill('E2E 정비 3곳 방문, 엔진오일 주문 상담');
    await page.getByLabel('다음 계획', { exact: true }).fill('금요일 재방문');
    await fitsPhone(page);
    await page
      .getByRole('button', { name: /등록|저장/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname.startsWith(`${X}/ExternalDayReportView/`), {
      timeout: 15_000,
    });
    const code = page.url().split('/').pop()!;
    await page.getByText('읽기 전').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'report-phone.png'), fullPage: true });

    // Head office reads it and leaves a comment.
    await desk.goto(`${server.baseUrl}${X}/ExternalDayReportList?unread=true`);
    await desk.getByText(code).first().waitFor({ timeout: 15_000 });
    await desk.goto(`${server.baseUrl}${X}/ExternalDayReportView/${code}`);
    await desk.getByLabel('의견').fill('상담 결과 공유 바랍니다');
    await desk.getByRole('button', { name: '읽음·의견 저장' }).click();
    await desk.getByText('상담 결과 공유 바랍니다').waitFor();
    await desk.screenshot({ path: path.join(SHOTS, 'report-staff.png'), fullPage: true });

    // The external sees the comment; the report no longer offers an edit.
    await page.reload();
    await page.getByText('상담 결과 공유 바랍니다').waitFor({ timeout: 15_000 });
    await page.getByText(/읽음 ·/).waitFor();
    expect(await page.getByRole('button', { name: '수정' }).count()).toBe(0);
    // A whole field day in one journey: longer than one screen's test.
  }, 240_000);

  it('writes an order memo for a shop, registers the order for its car from it; head office sees the memo done', async () => {
    await page.setViewportSize(PHONE);
    // From the shop's card to its memo page.
    await page.goto(`${server.baseUrl}${X}/ExternalRecommendByCustMobile`);
    const shop = page.locator('.ext-customer-list > li', { hasText: '한빛카센터' });
    await shop.waitFor({ timeout: 15_000 });
    await shop.getByRole('link', { name: '메모' }).click();
    await page.waitForURL((url) => url.pathname === `${X}/ExternalMemo/-/C000001`);
    await page.getByText('한빛카센터').first().waitFor();
    await page.getByLabel('차대번호').fill('KMHD341DBNU765432');
    await page.getByLabel('요청 내용').fill('E2E 배터리 교체 요청');
    await fitsPhone(page);
    await page.getByRole('button', { name: '메모 저장' }).click();
    const memo = page.getByTestId('external-memo');
    await memo.waitFor({ timeout: 15_000 });
    const memoCode = ((await memo.locator('.ant-card-head-title').textContent()) ?? '')
      .replace('메모 ', '')
      .trim();
    expect(memoCode).toMatch(/^M\d{8}-\d{4}$/);
    await page.screenshot({ path: path.join(SHOTS, 'memo-phone.png'), fullPage: true });

    // The order for the car, from the memo: the shop and the car come with it.
    await page.getByRole('button', { name: '이 메모로 주문 등록' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`${X}/ExternalOrderRegister/KMHD341DBNU765432/`));
    await page.getByText('KMHD341DBNU765432').first().waitFor();
    await page.getByLabel('품목 검색').fill('GB80L');
    await page.getByLabel('품목 검색').press('Enter');
    await page.getByRole('button', { name: /담기/ }).first().click();
    await page.getByRole('list', { name: '담은 품목' }).getByRole('listitem').first().waitFor();
    await fitsPhone(page);
    await page.screenshot({ path: path.join(SHOTS, 'order-register-phone.png'), fullPage: true });
    await page.getByRole('button', { name: '주문 접수' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`${X}/ExternalOrder/`), { timeout: 15_000 });
    const orderCode = page.url().split('/').at(-2)!;

    // Head office's memo list shows it worked, with the order.
    await desk.goto(`${server.baseUrl}/Company/Memo/ObtainMemoList`);
    const row = desk.getByRole('row').filter({ hasText: memoCode });
    await row.first().waitFor({ timeout: 15_000 });
    await row.first().getByText(orderCode).waitFor();

    // The shops' used parts (cores) open too.
    await page.goto(`${server.baseUrl}${X}/ExternalOldPartList`);
    await page.locator('.ant-segmented-item', { hasText: '전체' }).click();
    await page.locator('.ext-customer-card, .ant-empty').first().waitFor({ timeout: 15_000 });
    await fitsPhone(page);
    await page.screenshot({ path: path.join(SHOTS, 'old-parts-phone.png'), fullPage: true });
  }, 120_000);
});
