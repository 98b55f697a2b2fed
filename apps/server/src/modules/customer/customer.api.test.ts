import { type Customer, type CustomerSaveResult, type ListPage, searchGramsOfText } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.table.js';
import { CATEGORY_PRICE_URL } from '../../platform/menu/menu-access.js';
import { syncMenu } from '../../platform/menu/menu-sync.service.js';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customers } from './customer.table.js';

let t: TestApp;
let staff: string;
let checker: string;
let custUser: string;
let staffId: number;

const create = async (body: Record<string, unknown>, cookie = staff) => {
  const res = await t.call('POST', '/api/customer/v1.0/insert', { cookie, body });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.response as CustomerSaveResult).customer;
};
const list = async (body: Record<string, unknown>, cookie = staff) => {
  const res = await t.call('POST', '/api/customer/v1.0/page/list', { cookie, body });
  expect(res.status, res.body.message).toBe(200);
  return res.body.response as ListPage<Customer>;
};

beforeAll(async () => {
  t = await createTestApp();
  staffId = (await t.addAccount({ loginId: 'c-staff', kind: 'staff', role: 'public' })).id;
  staff = await t.login('c-staff', 'staff');
  checker = await loginStaff(t, 'c-checker');
});
afterAll(async () => t.close());

describe('customer register and modify', () => {
  it('generates the code, formats the phone and business number, and audits the creation', async () => {
    const c = await create({
      name: '한빛카센터',
      bizNo: '1248100998',
      phone: '0212345678',
      representative: '김한빛',
      salesStaffId: staffId,
    });
    expect(c.code).toMatch(/^C\d{6}$/);
    expect(c.bizNo).toBe('124-81-00998');
    expect(c.phone).toBe('02-1234-5678');
    expect(c.salesStaffName).toBe('c-staff 테스트');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, c.code));
    expect(audits.map((a) => a.action)).toEqual(['customer.create.full']);
  });

  it('refuses a business number whose check digit is wrong, naming the field', async () => {
    const res = await t.refused(422, 'POST', '/api/customer/v1.0/insert', staff, {
      name: '틀린번호',
      bizNo: '1248100999',
    });
    expect(res).toContain('사업자등록번호');
    expect(await t.db.select().from(customers).where(eq(customers.name, '틀린번호'))).toEqual([]);
  });

  it('warns, but allows, a second customer with the same business number', async () => {
    const first = await create({ name: '본점', bizNo: '220-81-62517' });
    const res = await t.call('POST', '/api/customer/v1.0/insert', {
      cookie: staff,
      body: { name: '지점', bizNo: '2208162517' },
    });
    expect((res.body.response as CustomerSaveResult).duplicateBizNo).toEqual([
      { code: first.code, name: '본점' },
    ]);
  });

  it('names every bad field in Korean', async () => {
    const res = await t.refused(422, 'POST', '/api/customer/v1.0/insert', staff, {
      name: '',
      phone: '12',
      email: 'x@',
      creditLimit: 1.5,
      postcode: '123',
    });
    for (const label of ['거래처명', '전화번호', '이메일', '여신 한도', '우편번호'])
      expect(res).toContain(label);
  });

  it('modifies with the version read and refuses a stale version with E0409', async () => {
    const c = await create({ name: '수정전' });
    const res = await t.call('POST', `/api/customer/v1.0/update/${c.code}`, {
      cookie: staff,
      body: { name: '수정후', version: c.version },
    });
    expect(res.status).toBe(200);
    expect((res.body.response as CustomerSaveResult).customer).toMatchObject({
      name: '수정후',
      version: c.version + 1,
    });
    await t.refused(409, 'POST', `/api/customer/v1.0/update/${c.code}`, checker, {
      name: '덮어쓰기',
      version: c.version,
    });
    const single = await t.call('GET', `/api/customer/v1.0/single/${c.code}`, { cookie: staff });
    expect((single.body.response as Customer).name).toBe('수정후');
  });

  it('copies a customer the way CustomerCopyRegister does: read one, register its fields under a new code', async () => {
    const original = await create({
      name: '복사원본정비',
      phone: '031-222-3333',
      districtGroup: 'JJ',
      creditLimit: 2_000_000,
      vatIncluded: true,
    });
    const single = await t.call('GET', `/api/customer/v1.0/single/${original.code}`, { cookie: staff });
    const {
      id: _id,
      code: _code,
      version: _v,
      createdAt: _c,
      updatedAt: _u,
      salesStaffName: _s,
      insertCheckedAt: _ia,
      insertCheckedBy: _ib,
      createdBy: _cb,
      ...fields
    } = single.body.response as Customer;
    const copy = await create({ ...fields, name: '복사원본정비 2호점' });
    expect(copy.code).not.toBe(original.code);
    expect(copy).toMatchObject({
      name: '복사원본정비 2호점',
      phone: '031-222-3333',
      districtGroup: 'JJ',
      creditLimit: 2_000_000,
      vatIncluded: true,
    });
    expect(copy.insertCheckedAt).toBeNull();
  });

  it('changes the present situation and reads it back', async () => {
    const c = await create({ name: '상황변경' });
    const put = await t.call('PUT', `/api/customer/v1.0/present/situation/${c.code}`, {
      cookie: staff,
      body: { status: 'hold', version: 1 },
    });
    expect(put.status).toBe(200);
    const get = await t.call('GET', `/api/customer/v1.0/present/situation/${c.code}`, { cookie: staff });
    expect(get.body.response).toEqual({ code: c.code, status: 'hold', label: '출고 보류' });
  });

  it('answers 404 in Korean for an unknown code', async () => {
    const res = await t.refused(404, 'GET', '/api/customer/v1.0/single/C999999', staff);
    expect(res).toContain('C999999');
  });
});

describe('second-person checks', () => {
  it('lets another person confirm a new customer, never its creator', async () => {
    const c = await create({ name: '신규확인' });
    const own = await t.refused(422, 'POST', `/api/customer/v1.0/insert/check/${c.code}`, staff);
    expect(own).toContain('다른 직원');
    const unchecked = await t.call('POST', '/api/customer/v1.0/insert/check/list', {
      cookie: checker,
      body: { filters: [{ field: 'code', op: 'eq', value: c.code }] },
    });
    expect((unchecked.body.response as ListPage<Customer>).rows.map((r) => r.code)).toEqual([c.code]);
    expect(
      (await t.call('POST', `/api/customer/v1.0/insert/check/${c.code}`, { cookie: checker })).status,
    ).toBe(200);
    const after = await t.call('POST', '/api/customer/v1.0/insert/check/list', {
      cookie: checker,
      body: { filters: [{ field: 'code', op: 'eq', value: c.code }] },
    });
    expect((after.body.response as ListPage<Customer>).rows).toEqual([]);
    expect(
      (await t.call('POST', `/api/customer/v1.0/insert/check/${c.code}`, { cookie: checker })).status,
    ).toBe(422);
  });

  it('keeps the postcode and detail address the simple phone form sends (우편번호 찾기 there too)', async () => {
    const res = await t.call('POST', '/api/customer/v1.0/simple/insert', {
      cookie: staff,
      body: {
        name: '간편우편',
        postcode: '04524',
        address: '서울특별시 중구 세종대로 110',
        addressDetail: '2층',
      },
    });
    expect(res.status, res.body.message).toBe(200);
    const saved = res.body.response as { customer: { postcode: string; addressDetail: string } };
    expect(saved.customer.postcode).toBe('04524');
    expect(saved.customer.addressDetail).toBe('2층');
  });

  it('lists simple-form changes with their differences until another person checks them', async () => {
    const c = await create({ name: '간편수정', phone: '010-1111-2222' });
    const res = await t.call('POST', `/api/customer/v1.0/simple/update/${c.code}`, {
      cookie: staff,
      body: { name: '간편수정', phone: '010-3333-4444', version: c.version },
    });
    expect(res.status).toBe(200);
    const listRes = await t.call('POST', '/api/customer/v1.0/quick/change/list', {
      cookie: checker,
      body: { onlyUnchecked: true },
    });
    const change = (
      listRes.body.response as { rows: { id: number; customerCode: string; changes: unknown[] }[] }
    ).rows.find((r) => r.customerCode === c.code)!;
    expect(change.changes).toEqual([{ field: 'phone', before: '010-1111-2222', after: '010-3333-4444' }]);
    expect(
      (await t.call('POST', `/api/customer/v1.0/quick/change/check/${change.id}`, { cookie: staff })).status,
    ).toBe(422);
    expect(
      (await t.call('POST', `/api/customer/v1.0/quick/change/check/${change.id}`, { cookie: checker }))
        .status,
    ).toBe(200);
    const again = await t.call('POST', '/api/customer/v1.0/quick/change/list', {
      cookie: checker,
      body: { onlyUnchecked: true },
    });
    expect((again.body.response as { rows: { id: number }[] }).rows.some((r) => r.id === change.id)).toBe(
      false,
    );
  });
});

describe('customer list', () => {
  beforeAll(async () => {
    await create({
      name: '가나 헤드램프 상사',
      phone: '031-555-7788',
      districtGroup: 'GG',
      creditLimit: 5_000_000,
    });
    await create({
      name: '다라 램프',
      phone: '010-9876-5432',
      districtGroup: 'SEOUL',
      creditLimit: 1_000_000,
    });
    await create({ name: '마바 필터', mobile: '010-2222-7788', districtGroup: 'GG', creditLimit: 3_000_000 });
  });

  it('finds one- and two-syllable Hangul name substrings', async () => {
    const two = await list({
      filters: [{ field: 'name', op: 'contains', value: '램프' }],
      sort: [{ field: 'name', dir: 'asc' }],
    });
    expect(two.rows.map((r) => r.name)).toEqual(['가나 헤드램프 상사', '다라 램프']);
    const one = await list({ filters: [{ field: 'name', op: 'contains', value: '필' }] });
    expect(one.rows.map((r) => r.name)).toEqual(['마바 필터']);
    const spaced = await list({ filters: [{ field: 'name', op: 'contains', value: '헤드 램프' }] });
    expect(spaced.rows.map((r) => r.name)).toEqual(['가나 헤드램프 상사']);
  });

  it('finds a customer by a partial phone number, with or without hyphens', async () => {
    expect((await list({ keyword: '7788' })).rows.map((r) => r.name).sort()).toEqual([
      '가나 헤드램프 상사',
      '마바 필터',
    ]);
    expect((await list({ keyword: '555-77' })).rows.map((r) => r.name)).toEqual(['가나 헤드램프 상사']);
    expect(
      (await list({ filters: [{ field: 'phone', op: 'contains', value: '98765' }] })).rows.map((r) => r.name),
    ).toEqual(['다라 램프']);
  });

  it('narrows by several words in any order, and reads a code typed with the Korean input method on', async () => {
    expect((await list({ keyword: '램프 다라' })).rows.map((r) => r.name)).toEqual(['다라 램프']);
    expect((await list({ keyword: '상사 7788' })).rows.map((r) => r.name)).toEqual(['가나 헤드램프 상사']);
    const code = (await list({ keyword: '마바 필터' })).rows[0]!.code;
    // C on the two-set layout with Hangul on is ㅊ: 'C000003' arrives as 'ㅊ000003'.
    expect((await list({ keyword: code.replace('C', 'ㅊ') })).rows.map((r) => r.code)).toEqual([code]);
  });

  it('filters by district and credit range and sorts descending with a stable tiebreaker', async () => {
    const page = await list({
      filters: [
        { field: 'districtGroup', op: 'eq', value: 'GG' },
        { field: 'creditLimit', op: 'between', value: [1_000_000, 10_000_000] },
      ],
      sort: [{ field: 'creditLimit', dir: 'desc' }],
    });
    expect(page.rows.map((r) => r.creditLimit)).toEqual([5_000_000, 3_000_000]);
    expect(page.total).toBe(2);
    expect(page.totalCapped).toBe(false);
  });

  it('pages without overlap', async () => {
    const all = await list({ size: 500 });
    const first = await list({ size: 2, page: 1 });
    const second = await list({ size: 2, page: 2 });
    expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual(all.rows.slice(0, 4).map((r) => r.id));
    expect(first.total).toBe(all.rows.length);
  });

  it('pages a search broader than the count cap in sort order and says the total is capped', async () => {
    await t.db.execute(
      sql`insert into customers (name) select '광역상사 ' || lpad(g::text, 4, '0') from generate_series(1, 1050) g`,
    );
    const page = await list({
      filters: [{ field: 'name', op: 'contains', value: '광역' }],
      sort: [{ field: 'name', dir: 'desc' }],
      size: 3,
    });
    expect(page.totalCapped).toBe(true);
    expect(page.total).toBe(1000);
    expect(page.rows.map((r) => r.name)).toEqual(['광역상사 1050', '광역상사 1049', '광역상사 1048']);
  });

  it('computes the same grams in SQL as the domain rule', async () => {
    for (const text of ['헤드 램프-LH', 'ABC 카센터', '010-1234-5678', '', '가']) {
      const result = (await t.db.execute(sql`select search_grams(${text}) as g`)) as unknown as {
        rows: { g: string[] }[];
      };
      expect([...result.rows[0]!.g].sort(), text).toEqual(searchGramsOfText(text).sort());
    }
  });

  it('refuses a filter on an unknown field or with the wrong operator, in Korean', async () => {
    await t.refused(422, 'POST', '/api/customer/v1.0/page/list', staff, {
      filters: [{ field: 'passwordHash', op: 'eq', value: 'x' }],
    });
    const op = await t.refused(422, 'POST', '/api/customer/v1.0/page/list', staff, {
      filters: [{ field: 'creditLimit', op: 'contains', value: 'x' }],
    });
    expect(op).toContain('여신 한도');
  });

  it('exports every row of the current filter as .xlsx, beyond one page', async () => {
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1.0/excel/download',
      headers: { cookie: staff, 'content-type': 'application/json' },
      payload: JSON.stringify({
        size: 1,
        filters: [{ field: 'districtGroup', op: 'eq', value: 'GG' }],
        sort: [{ field: 'name', dir: 'asc' }],
      }),
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-disposition']).toMatch(/attachment; .*filename\*=UTF-8''/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('거래처명');
    expect([sheet.getRow(2).getCell(2).value, sheet.getRow(3).getCell(2).value]).toEqual([
      '가나 헤드램프 상사',
      '마바 필터',
    ]);
    expect(sheet.getRow(2).getCell(17).value).toBe(5_000_000);
    expect(sheet.rowCount).toBe(3);
  });
});

describe('customer users see only their own customer', () => {
  it('returns only the own customer in lists and 404 for another customer', async () => {
    const own = await create({ name: '내 거래처' });
    const other = await create({ name: '남의 거래처' });
    await t.addAccount({ loginId: 'c-custuser', kind: 'customer', role: 'cust', customerCode: own.code });
    custUser = await t.login('c-custuser', 'customer');
    const page = await list({ size: 500 }, custUser);
    expect(page.rows.map((r) => r.code)).toEqual([own.code]);
    expect((await t.call('GET', `/api/customer/v1.0/single/${own.code}`, { cookie: custUser })).status).toBe(
      200,
    );
    const foreign = await t.call('GET', `/api/customer/v1.0/single/${other.code}`, { cookie: custUser });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('남의 거래처');
    // Another customer's row reads exactly as a row that does not exist, and neither names it.
    const missing = await t.call('GET', '/api/customer/v1.0/single/C9999999', { cookie: custUser });
    expect(missing.body).toEqual(foreign.body);
    expect(foreign.body.message).not.toContain(other.code);
    expect(missing.body.message).not.toContain('C9999999');
  });

  it("gives a customer user the customer-facing fields of its customer, never the staff's", async () => {
    const own = await create({
      name: '투영 정비',
      phone: '0212345678',
      address: '서울시 중구 세종대로 1',
      memo: '신용 낮음',
      creditLimit: 5_000_000,
      unpaidCode: 'U-LOW',
      rank: 'C',
      salesStaffId: staffId,
    });
    await t.call('POST', `/api/customer/v1.0/insert/check/${own.code}`, { cookie: checker });
    await t.addAccount({ loginId: 'c-projection', kind: 'customer', role: 'cust', customerCode: own.code });
    const cookie = await t.login('c-projection', 'customer');
    const INTERNAL = [
      'memo',
      'creditLimit',
      'unpaidCode',
      'rank',
      'salesStaffId',
      'salesStaffName',
      'insertCheckedAt',
      'insertCheckedBy',
      'createdBy',
      'interfaceId',
      'districtGroup',
    ];
    const single = await t.call('GET', `/api/customer/v1.0/single/${own.code}`, { cookie });
    expect(single.status, single.body.message).toBe(200);
    const view = single.body.response as Record<string, unknown>;
    expect(view).toMatchObject({ code: own.code, name: '투영 정비', phone: '02-1234-5678', balance: 0 });
    expect(view.address).toBe('서울시 중구 세종대로 1');
    for (const field of INTERNAL) expect(view, field).not.toHaveProperty(field);
    const text = JSON.stringify(single.body);
    expect(text).not.toContain('신용 낮음');
    expect(text).not.toContain('U-LOW');
    expect(text).not.toContain('c-staff');
    const page = await list({ size: 50 }, cookie);
    expect(page.rows).toHaveLength(1);
    for (const field of INTERNAL) expect(page.rows[0], field).not.toHaveProperty(field);
    expect(JSON.stringify(page)).not.toContain('신용 낮음');
    // Staff still read the whole row.
    const staffView = await t.call('GET', `/api/customer/v1.0/single/${own.code}`, { cookie: staff });
    expect(staffView.body.response).toMatchObject({ memo: '신용 낮음', creditLimit: 5_000_000 });
  });

  it('refuses customer users every staff-only customer call', async () => {
    expect(
      (await t.call('POST', '/api/customer/v1.0/insert', { cookie: custUser, body: { name: 'x' } })).status,
    ).toBe(403);
    expect(
      (await t.call('POST', '/api/customer/v1.0/excel/download', { cookie: custUser, body: {} })).status,
    ).toBe(403);
  });
});

describe('category prices', () => {
  let granted: string;
  let adminCookie: string;
  beforeAll(async () => {
    // The per-user extra menu of SPEC §6: granted as data, to one staff user.
    await syncMenu(t.db);
    const user = await t.addAccount({ loginId: 'cp-granted', kind: 'staff', role: 'public' });
    await t.db.execute(sql`insert into menu_grants (account_id, menu_idx)
      select ${user.id}, menu_idx from menu_items where menu_url = ${CATEGORY_PRICE_URL}`);
    granted = await t.login('cp-granted', 'staff');
    const admin = await t.addAccount({ loginId: 'cp-admin', kind: 'staff', role: 'admin' });
    adminCookie = await t.login(admin.loginId, 'staff');
  });

  it('saves a discount per part kind, audits it, and the order candidates apply it to child kinds', async () => {
    const kind = await t.call('POST', '/api/product/v1.0/kind/insert', {
      cookie: adminCookie,
      body: { code: 'BT', name: '배터리' },
    });
    expect(kind.status, kind.body.message).toBeLessThan(300);
    const customer = await create({ name: '분류단가정비' });
    const saved = await t.call('POST', '/api/customer/v1.0/category/price/save', {
      cookie: granted,
      body: { customerCode: customer.code, kindCode: 'BT', discountBp: 500 },
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.response).toEqual([
      expect.objectContaining({ kindCode: 'BT', kindName: '배터리', discountBp: 500 }),
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'customer.category-price.save'));
    expect(audits).toHaveLength(1);
    const bad = await t.refused(422, 'POST', '/api/customer/v1.0/category/price/save', granted, {
      customerCode: customer.code,
      kindCode: 'BT',
      discountBp: 15_000,
    });
    expect(bad).toContain('할인율');
    const unknownKind = await t.refused(422, 'POST', '/api/customer/v1.0/category/price/save', granted, {
      customerCode: customer.code,
      kindCode: 'NOPE',
      discountBp: 100,
    });
    expect(unknownKind).toContain('품목 분류');
  });

  it('admits admin and the granted user only: other staff and a driver get 403', async () => {
    const customer = await create({ name: '분류단가권한' });
    await t.addAccount({ loginId: 'cp-driver', kind: 'mobile', role: 'public' });
    const driver = await t.login('cp-driver', 'mobile');
    const kind = await t.call('POST', '/api/product/v1.0/kind/insert', {
      cookie: adminCookie,
      body: { code: 'GR', name: '권한분류' },
    });
    expect(kind.status, kind.body.message).toBeLessThan(300);
    for (const cookie of [staff, driver]) {
      const list = await t.call('POST', '/api/customer/v1.0/category/price/list', {
        cookie,
        body: { customerCode: customer.code },
      });
      const save = await t.call('POST', '/api/customer/v1.0/category/price/save', {
        cookie,
        body: { customerCode: customer.code, kindCode: 'GR', discountBp: 100 },
      });
      const remove = await t.call('POST', '/api/customer/v1.0/category/price/delete/1', { cookie, body: {} });
      expect([list.status, save.status, remove.status]).toEqual([403, 403, 403]);
      expect(save.body.code).toBe('E0403');
    }
    for (const cookie of [granted, adminCookie]) {
      const save = await t.call('POST', '/api/customer/v1.0/category/price/save', {
        cookie,
        body: { customerCode: customer.code, kindCode: 'GR', discountBp: 100 },
      });
      expect(save.status, save.body.message).toBe(200);
      const list = await t.call('POST', '/api/customer/v1.0/category/price/list', {
        cookie,
        body: { customerCode: customer.code },
      });
      expect(list.status).toBe(200);
    }
    const [row] = (
      await t.call('POST', '/api/customer/v1.0/category/price/list', {
        cookie: granted,
        body: { customerCode: customer.code },
      })
    ).body.response as { id: number }[];
    const removed = await t.call('POST', `/api/customer/v1.0/category/price/delete/${row!.id}`, {
      cookie: granted,
      body: {},
    });
    expect(removed.status, removed.body.message).toBe(200);
  });
});
