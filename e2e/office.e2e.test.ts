import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { navigateInApp } from './support/app-idle';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { soon } from './support/eventually';
import { gridRows } from './support/grid';
import type { TestServer } from './support/server';
import { DEMO_PASSWORD } from './support/session';
import { shotsFolder } from './support/shots';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('office.e2e.test.ts');

// Issue #27's journey as far as it is built: staff request a notice, an admin approves it at
// another desk, the writer sees it in the header and the list; a public Muzin note written from
// the Muzin dialog's window is found by a two-syllable search.

const SHOTS = shotsFolder('office');

const bellCount = (page: Page) =>
  page.evaluate(() => {
    const badge = document.querySelector('.erp-header .ant-badge .ant-scroll-number');
    const n = Number.parseInt(badge?.getAttribute('title') ?? badge?.textContent ?? '', 10);
    return Number.isFinite(n) ? n : 0;
  });

const adminCookie = async (baseUrl: string): Promise<string> => {
  const res = await fetch(`${baseUrl}/api/user/v1.0/login/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: 'admin', password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
};

describe.skipIf(!hasChromium)('office and knowledge (issue 27)', () => {
  let server: TestServer;
  let page: Page;
  useSuite('staff', (suite) => {
    ({ server, page } = suite);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await page?.screenshot({ path: path.join(SHOTS, 'FAIL.png'), fullPage: true }).catch(() => undefined);
  });

  it('staff request a notice; the admin approves it; the writer sees it in the header and the list', async () => {
    await navigateInApp(page, '/Company/Notice/NoticeWriteRequest');
    await page.getByLabel('제목').fill('주차장 공사 안내');
    await page.getByLabel('내용').fill('12월 1일부터 주차장 공사를 합니다.');
    await page.getByRole('button', { name: /요청하기/ }).click();
    await page.waitForURL(/\/Company\/Notice\/NoticeRequestView\/\d+$/);
    const seq = Number(page.url().split('/').pop());
    await page.locator('.ant-tag', { hasText: '요청' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'request-view.png'), fullPage: true });

    await page.locator('[data-channel="connected"]').waitFor({ timeout: 10_000 });
    const before = await bellCount(page);
    const cookie = await adminCookie(server.baseUrl);
    const res = await fetch(`${server.baseUrl}/api/notice/v1.0/request/approve/${seq}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title: '주차장 공사 안내',
        body: '12월 1일부터 주차장 공사를 합니다.',
        version: 1,
      }),
    });
    expect(res.status).toBe(200);
    await soon(() => bellCount(page), 8_000).toBe(before + 1);
    await page.getByRole('button', { name: /알림/ }).first().click();
    await page.locator('.erp-bell-item').filter({ hasText: '공지 요청 승인: 주차장 공사 안내' }).waitFor();
    await page.keyboard.press('Escape');

    await navigateInApp(page, '/Company/Notice/NoticeList');
    await gridRows(page, '주차장 공사 안내').waitFor();
    await navigateInApp(page, '/Company/Notice/NoticeRequestList');
    expect(await gridRows(page, '주차장 공사 안내').textContent()).toContain('승인·게시');
  });

  it('writes a public Muzin note in the dialog window and finds it by two syllables', async () => {
    await page.getByRole('button', { name: '무진 메뉴' }).click();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: /무진 공용 정보/ }).click(),
    ]);
    await popup.waitForURL(/\/Muzin\/Public\/MuzinPublicInfoList/);
    await popup.getByRole('button', { name: /글쓰기/ }).click();
    await popup.getByLabel('제목').fill('냉각수 점검 요령');
    await popup.getByRole('textbox', { name: '내용' }).click();
    await popup.keyboard.type('부동액 비율을 확인합니다.');
    await popup.getByRole('button', { name: /저장/ }).click();
    await popup.waitForURL(/\/Muzin\/MuzinInfoView\/public\/\d+$/);
    await popup.locator('.erp-muzin-body', { hasText: '부동액 비율' }).waitFor();
    await popup.screenshot({ path: path.join(SHOTS, 'muzin-view.png'), fullPage: true });

    await popup.goto(`${server.baseUrl}/Muzin/Public/MuzinPublicInfoList?q=${encodeURIComponent('냉각')}`);
    await gridRows(popup, '냉각수 점검 요령').waitFor();
    await popup.screenshot({ path: path.join(SHOTS, 'muzin-list.png'), fullPage: true });
    await popup.close();
  });

  it('asks for a holiday: days counted from the balance, then the A4 sheet to print', async () => {
    await navigateInApp(page, '/Company/Notice/NoticeHolidayRegister');
    await page.locator('.ant-alert', { hasText: '연차: 부여 15일' }).waitFor();
    // Friday to Monday, two working days: the first such pair at least a week ahead that stays
    // within one year (a leave may not cross a year end), computed from today.
    const day = new Date(Date.now() + 7 * 86_400_000);
    while (
      day.getUTCDay() !== 5 ||
      new Date(day.getTime() + 3 * 86_400_000).getUTCFullYear() !== day.getUTCFullYear()
    )
      day.setUTCDate(day.getUTCDate() + 1);
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    await page.getByLabel('날짜').fill(iso(day));
    await page.getByLabel('종료일').fill(iso(new Date(day.getTime() + 3 * 86_400_000)));
    await page.getByText('2일', { exact: true }).waitFor();
    await page.getByLabel('사유').fill('가족 여행');
    await page.getByRole('button', { name: /제출/ }).click();
    await page.waitForURL(/\/Company\/Notice\/NoticeHolidayView\/\d+$/);
    await page.locator('.erp-form-sheet', { hasText: '연차, 2일' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'holiday-view.png'), fullPage: true });
  });
});
