import ExcelJS from 'exceljs';
import type { TestApp } from './test-app.js';

/** A one-sheet workbook: the first row holds the Korean headers. */
export const sheetOf = async (rows: (string | number | null)[][], sheetName = '시트'): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** Uploads a sheet to the generic importer's preview, as the browser's form does. */
export const previewImport = async (
  t: TestApp,
  cookie: string,
  entity: string,
  buffer: Buffer,
  fileName = `${entity}.xlsx`,
) => {
  const boundary = '----erp-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent(fileName)}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    buffer,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const raw = await t.app.inject({
    method: 'POST',
    url: `/api/data/v1.0/excel/import/${entity}/preview`,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return {
    status: raw.statusCode,
    body: raw.json() as { code: string; message: string; response: Record<string, unknown> },
  };
};

/** Polls an import until it is done or failed. */
export const waitImport = async (t: TestApp, cookie: string, entity: string, id: string) => {
  for (let i = 0; i < 200; i += 1) {
    const res = await t.call('GET', `/api/data/v1.0/excel/import/${entity}/${id}`, { cookie });
    const status = res.body.response as { status: string; processed: number; failure: string | null };
    if (status.status === 'done' || status.status === 'failed') return status;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish');
};

/** Commits a previewed import (202: it runs in the background) and waits until it is done or failed. */
export const commitImport = async (t: TestApp, cookie: string, entity: string, id: string) => {
  const commit = await t.call('POST', `/api/data/v1.0/excel/import/${entity}/${id}/commit`, { cookie });
  if (commit.status !== 202) throw new Error(`commit ${entity} → ${commit.status}: ${commit.body.message}`);
  return waitImport(t, cookie, entity, id);
};

export type StagedImport = { id: string; validRows: number; errors: { row: number; label: string }[] };

/** The generic importer end to end: a preview that must pass, the commit, the wait for its end. */
export const importSheet = async (
  t: TestApp,
  cookie: string,
  entity: string,
  buffer: Buffer,
  fileName?: string,
) => {
  const preview = await previewImport(t, cookie, entity, buffer, fileName);
  if (preview.status !== 200)
    throw new Error(`preview ${entity} → ${preview.status}: ${preview.body.message}`);
  const staged = preview.body.response as StagedImport;
  return { staged, final: await commitImport(t, cookie, entity, staged.id) };
};

/** Downloads an Excel list as the browser does and reads its first sheet: headers and rows as text. */
export const downloadSheet = async (
  t: TestApp,
  cookie: string,
  url: string,
  body: unknown = {},
): Promise<{ headers: string[]; rows: string[][] }> => {
  const raw = await t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  if (raw.statusCode !== 200) throw new Error(`${url}: ${raw.statusCode} ${raw.body}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const text = (row: ExcelJS.Row) =>
    (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)));
  const all: string[][] = [];
  sheet?.eachRow((row) => all.push(text(row)));
  const [headers = [], ...rows] = all;
  return { headers, rows };
};
