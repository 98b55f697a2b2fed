import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitImport, previewImport, sheetOf as sheetOfRows } from '../../test/excel-upload.js';
import { countRows, loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let staff: string;

const sheetOf = (rows: (string | number | null)[][]) => sheetOfRows(rows, '거래처');
const upload = (buffer: Buffer, fileName = '거래처.xlsx') =>
  previewImport(t, staff, 'customer', buffer, fileName);

const countCustomers = () => countRows(t, 'customers');

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, 'imp-staff');
});
afterAll(async () => t.close());

describe('customer Excel import', () => {
  it('reports exactly the bad rows, writes nothing before confirm, then imports the valid rows', async () => {
    const rows: (string | number | null)[][] = [
      ['거래처명', '사업자등록번호', '전화번호', '현재 상황', '여신 한도', '부가세 포함 단가'],
    ];
    for (let i = 1; i <= 1000; i += 1)
      rows.push([
        `가져오기 ${i}`,
        null,
        `010-1000-${String(i).padStart(4, '0')}`,
        '거래 중',
        '1,000,000',
        'Y',
      ]);
    rows[101] = ['', null, null, null, null, null].map((v, i) => (i === 2 ? '010-1234-5678' : v));
    rows[502] = ['번호오류', '1248100999', null, null, null, null];
    rows[900] = ['전화오류', null, '12345', '영업중지', null, null];
    const before = await countCustomers();
    const preview = await upload(await sheetOf(rows));
    expect(preview.status, preview.body.message).toBe(200);
    const p = preview.body.response as {
      id: string;
      totalRows: number;
      validRows: number;
      errorRows: number;
      errors: { row: number; label: string }[];
    };
    expect(p.totalRows).toBe(1000);
    expect(p.validRows).toBe(997);
    expect(p.errorRows).toBe(3);
    expect([...new Set(p.errors.map((e) => e.row))]).toEqual([102, 503, 901]);
    expect(p.errors.find((e) => e.row === 503)?.label).toBe('사업자등록번호');
    expect(
      p.errors
        .filter((e) => e.row === 901)
        .map((e) => e.label)
        .sort(),
    ).toEqual(['전화번호', '현재 상황'].sort());
    expect(await countCustomers()).toBe(before);

    const done = await commitImport(t, staff, 'customer', p.id);
    expect(done).toMatchObject({ status: 'done', processed: 997 });
    expect(await countCustomers()).toBe(before + 997);
    await t.refused(422, 'POST', `/api/data/v1.0/excel/import/customer/${p.id}/commit`, staff);
    expect(await countCustomers()).toBe(before + 997);

    const report = await t.app.inject({
      url: `/api/data/v1.0/excel/import/customer/${p.id}/errors`,
      headers: { cookie: staff },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(2).getCell(1).value).toBe(102);
  });

  it('maps Korean labels and alias headers', async () => {
    const preview = await upload(
      await sheetOf([
        ['상호', '휴대폰', '구분', '폐부품회수'],
        ['별칭상사', '01022223333', '부품상', '아니오'],
      ]),
    );
    const p = preview.body.response as { id: string; sample: Record<string, unknown>[] };
    expect(p.sample[0]).toMatchObject({
      name: '별칭상사',
      mobile: '010-2222-3333',
      customerType: 'dealer',
      oldPartPickupAllowed: false,
    });
  });

  it('refuses a file that is not an xlsx, and a sheet without the required column', async () => {
    const notExcel = await upload(Buffer.from('name,phone\n가,1'), 'x.csv');
    expect(notExcel.status).toBe(422);
    expect(notExcel.body.message).toContain('엑셀');
    const missing = await upload(await sheetOf([['전화번호'], ['010-1111-2222']]));
    expect(missing.status).toBe(422);
    expect(missing.body.message).toContain('거래처명');
  });

  it('serves a template with the Korean headers', async () => {
    const raw = await t.app.inject({
      url: '/api/data/v1.0/excel/template/customer',
      headers: { cookie: staff },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe('거래처명*');
  });
});
