import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { navigateInApp } from './support/app-idle';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { soon } from './support/eventually';
import { gridRows } from './support/grid';
import type { TestServer } from './support/server';
import { DEMO_PASSWORD } from './support/session';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('notice.e2e.test.ts');

/** The bell's unread figure as the user sees it (0 when no badge shows). */
const bellCount = (page: Page) =>
  page.evaluate(() => {
    const badge = document.querySelector('.erp-header .ant-badge .ant-scroll-number');
    const title = badge?.getAttribute('title') ?? badge?.textContent ?? '';
    const n = Number.parseInt(title, 10);
    return Number.isFinite(n) ? n : 0;
  });

/** An admin's session from outside the browser, as a second person at another desk. */
const adminCookie = async (baseUrl: string): Promise<string> => {
  const res = await fetch(`${baseUrl}/api/user/v1.0/login/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: 'admin', password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
};

/** Publishes a notice to everyone from the admin's session, as another desk would. */
const publishNotice = async (baseUrl: string, title: string, body: string): Promise<void> => {
  const cookie = await adminCookie(baseUrl);
  const res = await fetch(`${baseUrl}/api/notice/v1.0/insert`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ kind: 'notice', title, body, publish: true }),
  });
  expect(res.status).toBe(200);
};

// Skipped only when no Chromium exists on this machine: the line above says so.
describe.skipIf(!hasChromium)('header notifications and notices (issue 4)', () => {
  let server: TestServer;
  let page: Page;

  useSuite('staff', (suite) => {
    ({ server, page } = suite);
  });

  it('shows the unread count of the demo notices in the header bell', async () => {
    await soon(() => bellCount(page), 15_000).toBe(2);
  });

  it('a notice published at another desk arrives without a reload: count up, toast, and in the list', async () => {
    // The page's channel is open, so the push (not the 60 s poll) is what is tested.
    await page.locator('[data-channel="connected"]').waitFor({ timeout: 10_000 });
    const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    const before = await bellCount(page);
    await publishNotice(server.baseUrl, '토요일 근무 안내', '이번 주 토요일은 오전만 근무합니다.');
    await page
      .locator('.erp-toast, [role="status"], [role="alert"]')
      .filter({ hasText: '새 공지: 토요일 근무 안내' })
      .first()
      .waitFor({ timeout: 8_000 });
    await soon(() => bellCount(page), 8_000).toBe(before + 1);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(navigations);
  });

  it('opens the notice from the bell with the keyboard; it is then read and the count goes down', async () => {
    // Its own notice, published once the page listens, so the bell counts it.
    await page.locator('[data-channel="connected"]').waitFor({ timeout: 10_000 });
    const before = await bellCount(page);
    await publishNotice(server.baseUrl, '창고 정리 안내', '금요일 오후에 창고를 정리합니다.');
    await soon(() => bellCount(page), 8_000).toBe(before + 1);
    await page.getByRole('button', { name: /알림/ }).first().click();
    const item = page.locator('.erp-bell-item').filter({ hasText: '창고 정리 안내' });
    await item.waitFor();
    await item.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/Company\/Notice\/NoticeUserView\/\d+$/);
    await page.locator('.erp-notice-body').filter({ hasText: '금요일 오후에 창고를 정리합니다.' }).waitFor();
    await soon(() => bellCount(page), 8_000).toBe(before);
    await navigateInApp(page, '/Company/Notice/NoticeUserList');
    const row = gridRows(page, '창고 정리 안내');
    await row.waitFor();
    expect(await row.textContent()).not.toContain('●');
    expect(await gridRows(page, '알림과 공지 사용 안내').textContent()).toContain('●');
  });

  it('sends an individual notice from the form; its recipient alone gets it', async () => {
    await navigateInApp(page, '/Company/Notice/NoticeSendRegister');
    const recipients = page.getByLabel('받는 사람');
    await recipients.click();
    await page.keyboard.type('staff2');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.keyboard.press('Escape');
    await page.getByLabel('제목').fill('재고 확인 부탁');
    await page.getByLabel('내용').fill('B-12 선반 배터리 수량 확인해 주세요.');
    await page.keyboard.press('Control+Enter');
    await page.waitForURL(/\/Company\/Notice\/NoticeIndividualView\/\d+$/);
    await page.getByText('받는 사람별 읽음 현황').waitFor();
    expect(await page.getByText('안 읽음').count()).toBe(1);

    const cookie = await adminCookie(server.baseUrl);
    const inbox = await fetch(`${server.baseUrl}/api/comm/v1.0/notification/list`, { headers: { cookie } });
    const items = ((await inbox.json()) as { response: { items: { title: string }[] } }).response.items;
    expect(items.some((i) => i.title.includes('재고 확인 부탁'))).toBe(false);
  });

  it('closing the tab of a form with unsaved input asks first; "stay" keeps the tab and the input', async () => {
    await navigateInApp(page, '/Company/Notice/NoticeSendRegister');
    await page.getByLabel('제목').fill('쓰는 중인 공지');
    const tab = page.locator('.erp-tab', { hasText: '개별 공지 보내기' });
    await tab.locator('.erp-tab-close').click();
    await page.locator('.ant-modal-confirm-title', { hasText: '저장하지 않은 내용이 있습니다.' }).waitFor();
    await page.getByRole('button', { name: '계속 입력' }).click();
    await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
    expect(await tab.count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/Company/Notice/NoticeSendRegister');
    expect(await page.getByLabel('제목').inputValue()).toBe('쓰는 중인 공지');

    await tab.locator('.erp-tab-close').click();
    await page.getByRole('button', { name: '떠나기' }).click();
    await soon(() => tab.count()).toBe(0);
    expect(new URL(page.url()).pathname).not.toBe('/Company/Notice/NoticeSendRegister');
  });
});
