import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitImport, previewImport, sheetOf } from '../../test/excel-upload.js';
import { countRows, loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let staff: string;

const partCount = () => countRows(t, 'parts');

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, 'pi-staff');
  await t.ok('POST', '/api/product/v1.0/brand/insert', staff, { code: 'ROCKET', name: '로케트' });
  await t.ok('POST', '/api/product/v1.0/kind/insert', staff, { name: '배터리' });
});
afterAll(async () => t.close());

describe('PartExcelUpload (part importer)', () => {
  it('names an unregistered brand or kind with its row at preview, and writes only the rows that name known ones', async () => {
    const before = await partCount();
    const preview = await previewImport(
      t,
      staff,
      'part',
      await sheetOf([
        ['품번', '품명', '브랜드', '품목 분류', '판매가'],
        ['IMP-001', '배터리 60L', 'rocket', '배터리', 89_000],
        ['IMP-002', '배터리 80L', '없는브랜드', null, 99_000],
        ['IMP-003', '배터리 90L', '로케트', '없는분류', 109_000],
      ]),
    );
    expect(preview.status, preview.body.message).toBe(200);
    const staged = preview.body.response as {
      id: string;
      validRows: number;
      errorRows: number;
      errors: { row: number; label: string; message: string }[];
    };
    expect(staged.validRows).toBe(1);
    expect(staged.errorRows).toBe(2);
    expect(staged.errors).toEqual([
      expect.objectContaining({
        row: 3,
        label: '브랜드',
        message: '등록되지 않은 브랜드입니다 (없는브랜드).',
      }),
      expect.objectContaining({
        row: 4,
        label: '품목 분류',
        message: '등록되지 않은 품목 분류입니다 (없는분류).',
      }),
    ]);
    const final = await commitImport(t, staff, 'part', staged.id);
    expect(final).toMatchObject({ status: 'done', failure: null });
    expect(await partCount()).toBe(before + 1);
    const written = (await t.db.execute(
      sql`select part_no, brand_code from parts where part_no like 'IMP-%' order by part_no`,
    )) as unknown as { rows: { part_no: string; brand_code: string | null }[] };
    expect(written.rows).toEqual([{ part_no: 'IMP-001', brand_code: 'ROCKET' }]);
  });
});
