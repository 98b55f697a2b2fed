import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isValidBizNo, withParticle } from '@erp/domain';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageApiOk } from './support/api';
import { navigateInApp } from './support/app-idle';
import { announceSkipWithoutChromium, type ConsoleWatch, hasChromium } from './support/chromium';
import { isRefusalAnswer } from './support/console';
import { eventually, soon } from './support/eventually';
import { gridCell, gridRows } from './support/grid';
import type { TestServer } from './support/server';
import { type DemoUser, loginAs, resetBrowser, submitLogin } from './support/session';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('customer.e2e.test.ts');

/** A business number no demo customer has, with a valid check digit. */
const freshBizNo = (seed: number): string => {
  const head = String(310_000_000 + (seed % 89_999_999)).padStart(9, '0');
  for (let d = 0; d <= 9; d += 1) if (isValidBizNo(`${head}${d}`)) return `${head}${d}`;
  throw new Error('검증번호를 찾지 못했습니다.');
};

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

const typeAndEnter = async (page: Page, text: string) => {
  if (text) await page.keyboard.type(text);
  await page.keyboard.press('Enter');
};

// Skipped only when no Chromium exists on this machine: the line above says so.
describe.skipIf(!hasChromium)('customers in the browser (issue 6)', () => {
  let server: TestServer;
  let page: Page;
  let consoleWatch: ConsoleWatch;
  const run = Date.now() % 100_000;
  const phoneTail = String(1000 + (run % 9000));
  const phone = `02-777-${phoneTail}`;
  const name = `키보드모터스${run}`;
  const bizNo = freshBizNo(run);
  let seeds = 0;

  /**
   * A customer of its own for a test, registered through the API by the user logged in now: each
   * test finds, downloads, changes or confirms its own row, never the one an earlier test made.
   */
  const ownCustomer = async () => {
    seeds += 1;
    const seed = run + seeds * 7919;
    const mine = {
      name: `목록모터스${seed}`,
      phoneTail: String(1000 + (seed % 9000)),
      bizNo: freshBizNo(seed),
      code: '',
    };
    const phone = `02-777-${mine.phoneTail}`;
    const saved = await pageApiOk<{ customer: { code: string } }>(page, '/api/customer/v1.0/insert', {
      name: mine.name,
      bizNo: mine.bizNo,
      representative: '홍길동',
      phone,
      creditLimit: 3_000_000,
    });
    return { ...mine, phone, code: saved.customer.code };
  };

  /** The customer list cut to one customer by its phone number, as a search leaves it. */
  const openListOf = async (phoneTail: string) => {
    await page.goto(`${server.baseUrl}/Company/CustomerList?phone.contains=${phoneTail}`);
    await soon(() => page.getByTestId('list-total').textContent(), 15_000).toBe('총 1건');
  };

  const login = async (user: DemoUser) => {
    await resetBrowser(page, server.baseUrl);
    await loginAs(page, server.baseUrl, user);
  };

  useSuite('staff', (suite) => {
    ({ server, page, consoleWatch } = suite);
  });

  it('registers a customer with the keyboard only: Enter between boxes, schema messages, Ctrl+Enter saves', async () => {
    await page.goto(`${server.baseUrl}/Company/Customer/CustomerRegistration`);
    await soon(() => focusedId(page), 15_000).toBe('name');
    await typeAndEnter(page, name);
    expect(await focusedId(page)).toBe('bizNo');

    // A wrong number is refused with the domain schema's Korean message when the box is left.
    await typeAndEnter(page, '1234');
    await page.getByText('사업자등록번호 형식이 올바르지 않습니다 (10자리 숫자).').waitFor();
    await page.keyboard.press('Shift+Enter');
    expect(await focusedId(page)).toBe('bizNo');
    await typeAndEnter(page, bizNo);
    expect(await focusedId(page)).toBe('representative');
    await soon(() => page.getByText('사업자등록번호 형식이 올바르지 않습니다').count()).toBe(0);

    await typeAndEnter(page, '홍길동');
    expect(await focusedId(page)).toBe('customerType');
    await typeAndEnter(page, '');
    expect(await focusedId(page)).toBe('status');
    await typeAndEnter(page, '');
    expect(await focusedId(page)).toBe('districtGroup');
    // A select: typing filters its options, Enter picks one, the next Enter moves on.
    await page.keyboard.type('서울');
    await page.locator('.ant-select-dropdown:visible').getByText('서울', { exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await focusedId(page)).toBe('rank');
    // The sales staff box is the administrator's: public staff skip past it.
    await typeAndEnter(page, 'A');
    expect(await focusedId(page)).toBe('phone');
    await typeAndEnter(page, phone.replace(/-/g, ''));
    await typeAndEnter(page, '01098765432');
    await typeAndEnter(page, '');
    await typeAndEnter(page, 'order@example.kr');
    await typeAndEnter(page, '');
    expect(await focusedId(page)).toBe('postcode');
    await typeAndEnter(page, '07299');
    await typeAndEnter(page, '서울 영등포구 경인로 775');
    await typeAndEnter(page, '2층');
    expect(await focusedId(page)).toBe('creditLimit');
    await typeAndEnter(page, '3000000');
    await typeAndEnter(page, '월말 마감');
    await typeAndEnter(page, '');
    await typeAndEnter(page, '');
    expect(await focusedId(page)).toBe('vatIncluded');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await focusedId(page)).toBe('memo');
    await page.keyboard.type('키보드로만 등록한 거래처');
    await page.keyboard.press('Control+Enter');

    const saved = page.getByTestId('saved-customer');
    await saved.waitFor({ timeout: 15_000 });
    const text = (await saved.textContent()) ?? '';
    const code = /C\d{6}/.exec(text)?.[0] ?? '';
    expect(code).not.toBe('');
    expect(text).toContain(name);

    // Stored as typed, in the spellings the schema makes (hyphenated phone and business number).
    const stored = await page.evaluate(async (c) => {
      const response = await fetch(`/api/customer/v1.0/single/${c}`);
      return ((await response.json()) as { response: Record<string, unknown> }).response;
    }, code);
    expect(stored).toMatchObject({
      name,
      bizNo: `${bizNo.slice(0, 3)}-${bizNo.slice(3, 5)}-${bizNo.slice(5)}`,
      representative: '홍길동',
      districtGroup: 'SEOUL',
      phone,
      mobile: '010-9876-5432',
      postcode: '07299',
      creditLimit: 3_000_000,
      oldPartPickupAllowed: true,
      memo: '키보드로만 등록한 거래처',
    });
    // The form is empty again for the next customer, focus back in the first box.
    await soon(() => focusedId(page)).toBe('name');
    expect(await page.locator('#name').inputValue()).toBe('');
  });

  it('warns before unsaved input is lost and stays when the user says so', async () => {
    await page.goto(`${server.baseUrl}/Company/Customer/CustomerRegistration`);
    await page.locator('#name').waitFor({ timeout: 15_000 });
    await page.locator('#name').fill('저장 안 할 거래처');
    await page.locator('.erp-sidebar').getByText('거래처 목록').click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.locator('.ant-modal-confirm-title').getByText('저장하지 않은 내용이 있습니다.').waitFor();
    await dialog.getByRole('button', { name: '계속 입력' }).click();
    expect(new URL(page.url()).pathname).toBe('/Company/Customer/CustomerRegistration');
    expect(await page.locator('#name').inputValue()).toBe('저장 안 할 거래처');
    await page.locator('.erp-sidebar').getByText('거래처 목록').click();
    await dialog.getByRole('button', { name: '떠나기' }).click();
    await page.waitForURL((url) => url.pathname === '/Company/CustomerList');
  });

  it('finds the customer in the list by a part of its phone number, and keeps the search in the URL', async () => {
    const { code, name, phone, phoneTail } = await ownCustomer();
    await page.goto(`${server.baseUrl}/Company/CustomerList`);
    await gridRows(page).first().waitFor({ timeout: 15_000 });
    await page.locator('#filter-phone-contains').fill(phoneTail);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('phone.contains') === phoneTail);
    await soon(() => page.getByTestId('list-total').textContent()).toBe('총 1건');
    const row = gridRows(page, code);
    await expect(row.textContent()).resolves.toContain(phone);
    await expect(row.textContent()).resolves.toContain(name);

    // A bookmark (or a reload) shows the same list.
    await page.reload();
    await soon(() => page.getByTestId('list-total').textContent(), 15_000).toBe('총 1건');
    expect(await page.locator('#filter-phone-contains').inputValue()).toBe(phoneTail);
  });

  it('downloads the current filter as .xlsx that reads back with the customer in it', async () => {
    const { code, name, phone, phoneTail, bizNo } = await ownCustomer();
    await openListOf(phoneTail);
    const folder = mkdtempSync(path.join(tmpdir(), 'erp-e2e-xlsx-'));
    try {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '엑셀 다운로드' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^거래처목록_\d{4}-\d{2}-\d{2}\.xlsx$/);
      const file = path.join(folder, 'list.xlsx');
      await download.saveAs(file);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new Error('내려받은 파일에 시트가 없습니다.');
      expect(sheet.name).toBe('거래처');
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header.slice(0, 5)).toEqual(['거래처 코드', '거래처명', '사업자등록번호', '대표자', '전화번호']);
      // Only the filtered customer: the header and one row.
      expect(sheet.actualRowCount).toBe(2);
      const values = (sheet.getRow(2).values as unknown[]).slice(1);
      expect(values.slice(0, 5)).toEqual([
        code,
        name,
        `${bizNo.slice(0, 3)}-${bizNo.slice(3, 5)}-${bizNo.slice(5)}`,
        '홍길동',
        phone,
      ]);
      expect(values[header.indexOf('여신 한도')]).toBe(3_000_000);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('opens a customer for modification from the list with the keyboard (a popup of the /:code route)', async () => {
    const { code, name, phoneTail } = await ownCustomer();
    await openListOf(phoneTail);
    await gridCell(gridRows(page, code), 'phone').click();
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
    await popup.waitForURL((url) => url.pathname === `/Company/Customer/CustomerRegistration/${code}`);
    await popup.locator('#name').waitFor({ timeout: 15_000 });
    expect(await popup.locator('#name').inputValue()).toBe(name);
    // No shell in the popup (userpages layout).
    expect(await popup.locator('.erp-sidebar').count()).toBe(0);
    await popup.locator('#representative').fill('김수정');
    await popup.keyboard.press('Control+Enter');
    await popup.getByText(`${code} ${withParticle(name, '을/를')} 저장했습니다.`).waitFor();
    await popup.close();
    // The list hears the popup's save and shows the new representative.
    await soon(() => gridRows(page, code).textContent(), 10_000).toContain('김수정');
  });

  it('changes the present situation of selected rows and remembers a hidden column for this user', async () => {
    const { code, phoneTail } = await ownCustomer();
    await openListOf(phoneTail);
    const row = gridRows(page, code);
    await row.locator('input[type="checkbox"]').check();
    await page.getByRole('button', { name: /현재 상황 변경/ }).click();
    await page.getByRole('menuitem', { name: '출고 보류' }).click();
    await page.getByText("1곳의 현재 상황을 '출고 보류'(으)로 바꿨습니다.").waitFor();
    await soon(() => gridCell(row, 'status').textContent(), 10_000).toBe('출고 보류');

    const headers = () =>
      page.getByRole('columnheader').evaluateAll((cells) => cells.map((c) => c.textContent ?? ''));
    expect(await headers()).toContain('대표자');
    await page.getByRole('button', { name: '열 선택' }).click();
    await page.locator('.erp-column-chooser').getByRole('checkbox', { name: '대표자' }).uncheck();
    await eventually(headers, (names) => expect(names).not.toContain('대표자'));
    await page.reload();
    await gridRows(page, code).waitFor({ timeout: 15_000 });
    expect(await headers()).not.toContain('대표자');
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('erp.grid.'))),
    ).toEqual(['erp.grid.customer-list.staff']);
  });

  it('lets a second person, and not the one who registered it, confirm the new customer', async () => {
    await login('staff');
    const { code } = await ownCustomer();
    const confirmOwn = async () => {
      await page.goto(`${server.baseUrl}/Company/Customer/CustInsertCheckList?code.eq=${code}`);
      const row = gridRows(page, code);
      await row.waitFor({ timeout: 15_000 });
      await row.locator('input[type="checkbox"]').check();
      await page.getByRole('button', { name: /선택한 거래처 확인/ }).click();
    };
    await confirmOwn();
    const refusal = page.locator('.ant-modal-confirm');
    await refusal.locator('.ant-modal-confirm-title').getByText('1곳은 확인하지 못했습니다.').waitFor();
    await expect(refusal.textContent()).resolves.toContain('등록한 사람이 직접 확인할 수 없습니다');
    await refusal.getByRole('button', { name: /확인|OK/ }).click();
    // The refused call is the browser's only complaint (a 422 answer), and an expected one.
    expect(consoleWatch.errors.every((e) => e.includes('/api/customer/v1.0/insert/check/'))).toBe(true);
    consoleWatch.clear();

    await resetBrowser(page, server.baseUrl);
    await submitLogin(page, server.baseUrl, '/Company/Login', 'staff2');
    await page.waitForURL((url) => url.pathname !== '/Company/Login', { timeout: 15_000 });
    await confirmOwn();
    await page.getByText('1곳을 확인했습니다.').waitFor();
    await soon(() => page.getByTestId('list-total').textContent()).toBe('총 0건');
  });

  it('opens every customer screen for public staff and for the administrator', async () => {
    // A seeded demo customer, so this test stands on its own.
    const DEMO_CUSTOMER = 'C000001';
    const screens: [string, string][] = [
      ['/Company/CustomerList', '거래처 목록'],
      ['/Company/Customer/CustomerRegistration', '거래처 등록'],
      [`/Company/Customer/CustomerRegistration/${DEMO_CUSTOMER}`, '거래처 수정'],
      [`/Company/Customer/CustomerCopyRegister/${DEMO_CUSTOMER}`, '거래처 복사 등록'],
      ['/Company/Customer/CustomerSimpleRegistration', '거래처 간편 등록'],
      ['/Company/Customer/CustomerSimpleInsert', '거래처 간편 등록'],
      ['/Company/Customer/CustomerSimpleModify', '수정할 거래처'],
      [`/Company/Customer/CustomerSimpleModify/${DEMO_CUSTOMER}`, '거래처 간편 수정'],
      ['/Company/Customer/CustInsertCheckList', '신규 거래처 확인'],
      ['/Company/Customer/CustomerQuickChangeCheckAllList', '간편 수정 확인'],
      ['/Company/Customer/CustomerCompsnNoSearchHistory', '사업자번호 조회 이력'],
      ['/Company/Customer/CustExcelRegister', '거래처 엑셀 등록'],
      ['/Company/Customer/CustomerUserRegister', '거래처 사용자 등록'],
      ['/Company/Customer/CustomerUserRegister/popup', '거래처 사용자 등록'],
      ['/Company/Customer/CustomerUserList', '거래처 사용자 목록'],
      ['/Company/Customer/CustomerUserListMobile', '거래처 사용자'],
      ['/Company/Customer/User/CustomerUserLoginInfo/202611/1', '거래처 사용자 로그인 현황'],
      ['/Company/Customer/User/CustomerDormantList', '휴면 거래처 사용자'],
      ['/Company/Customer/User/CustomerDormantList/popup', '휴면 거래처 사용자'],
    ];
    const users = await page.evaluate(async () => {
      const response = await fetch('/api/customer/v1.0/user/all/list', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, size: 1 }),
      });
      return ((await response.json()) as { response: { rows: { id: number }[] } }).response.rows;
    });
    const userId = users[0]?.id;
    expect(userId).toBeDefined();
    screens.push(
      [`/Company/Customer/CustomerUserModify/${userId}`, '거래처 사용자 수정'],
      [`/Company/Customer/CustomerRecommenderInfo/${userId}`, '추천인 정보'],
    );
    for (const user of ['staff', 'admin'] as const) {
      await login(user);
      for (const [url, heading] of screens) {
        // Inside the loaded app, as the menu moves: no page load per screen.
        await navigateInApp(page, url);
        await page.getByText(heading, { exact: true }).first().waitFor({ timeout: 15_000 });
        expect(await page.getByText('이 화면을 열 권한이 없습니다.').count(), `${user} ${url}`).toBe(0);
        expect(
          await page.getByText('화면을 표시하는 중 오류가 발생했습니다.').count(),
          `${user} ${url}`,
        ).toBe(0);
      }
    }
  }, 240_000);

  it('refuses the customer screens to a customer user', async () => {
    // The demo user `cust` belongs to C000001; C000003 (제일부품상사) is another customer's record.
    const OTHER_CUSTOMER = 'C000003';
    await login('cust');
    for (const url of [
      '/Company/CustomerList',
      '/Company/Customer/CustomerRegistration',
      `/Company/Customer/CustomerRegistration/${OTHER_CUSTOMER}`,
      '/Company/Customer/CustExcelRegister',
      '/Company/Customer/CustomerUserList',
    ]) {
      await page.goto(`${server.baseUrl}${url}`);
      await page.getByText('이 화면을 열 권한이 없습니다.').waitFor({ timeout: 15_000 });
      expect(await gridRows(page).count(), url).toBe(0);
      expect(await page.locator('#name').count(), url).toBe(0);
    }
    // And the server refuses what the screens would call.
    const statuses = await page.evaluate(async (c) => {
      const post = (url: string, body: unknown) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      return [
        (await post('/api/customer/v1.0/excel/download', {})).status,
        (await post('/api/customer/v1.0/insert', { name: '몰래 등록' })).status,
        (await fetch(`/api/customer/v1.0/single/${c}`)).status,
      ];
    }, OTHER_CUSTOMER);
    expect(statuses[0]).toBe(403);
    expect(statuses[1]).toBe(403);
    // Another customer's record is not there for a customer user (scoped), never its data.
    expect([403, 404]).toContain(statuses[2]);
    // The browser logs each refusal this test asked for (4xx answers), and nothing else.
    expect(consoleWatch.errors.filter((e) => !isRefusalAnswer(e))).toEqual([]);
    consoleWatch.clear();
  });
});
