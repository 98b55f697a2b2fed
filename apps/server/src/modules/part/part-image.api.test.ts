import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Part, PartImage, PartSaveResult } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { partImages } from './part.table.js';

let t: TestApp;
let staff: string;
let dataDir: string;
let part: Part;

// A real 1×1 PNG and the first bytes of a JPEG.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201a5f6b3e90000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64),
]);

const upload = (fileName: string, content: Buffer, code = part.code) => {
  const boundary = '----part-image';
  return t.app.inject({
    method: 'POST',
    url: `/api/product/v1.0/image/upload/${code}`,
    headers: { cookie: staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'erp-img-'));
  t = await createTestApp({ dataDir });
  staff = await loginStaff(t, 'i-staff');
  const res = await t.call('POST', '/api/product/v1.0/insert', {
    cookie: staff,
    body: { partNo: 'IMG-1', name: '헤드램프 LH' },
  });
  part = (res.body.response as PartSaveResult).part;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('part images', () => {
  it('stores a PNG outside the web root, makes the first one main and serves it inline', async () => {
    const res = await upload('램프 정면.png', PNG);
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().response as PartImage;
    expect(image).toMatchObject({
      fileName: '램프 정면.png',
      contentType: 'image/png',
      isMain: true,
      inline: true,
    });
    const file = await t.app.inject({ url: image.url, headers: { cookie: staff } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('takes a JPEG, and moves "main" when asked and when the main image is deleted', async () => {
    const second = (await upload('side.jpg', JPEG)).json().response as PartImage;
    expect(second.isMain).toBe(false);
    const main = await t.call('POST', `/api/product/v1.0/image/main/${second.id}`, { cookie: staff });
    expect((main.body.response as PartImage[])[0]).toMatchObject({ id: second.id, isMain: true });
    expect(
      (await t.call('DELETE', `/api/product/v1.0/image/delete/${second.id}`, { cookie: staff })).status,
    ).toBe(200);
    const list = await t.call('GET', `/api/product/v1.0/image/list/${part.code}`, { cookie: staff });
    expect((list.body.response as PartImage[]).map((i) => i.isMain)).toEqual([true]);
  });

  it('refuses a file that is not an image by content, whatever its name, and writes nothing', async () => {
    const before = await t.db.select().from(partImages);
    const fake = await upload('photo.png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toContain('이미지');
    const mismatch = await upload('photo.gif', PNG);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().message).toContain('확장자');
    expect(await t.db.select().from(partImages)).toHaveLength(before.length);
  });

  it('refuses an SVG upload by its name', async () => {
    const res = await upload(
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('jpg, jpeg, png, tif, gif');
  });

  it('serves an SVG already on file (older data) as an attachment, never inline', async () => {
    const stored = '0a1b2c3d-0000-4000-8000-000000000001.svg';
    mkdirSync(path.join(dataDir, 'uploads', 'parts'), { recursive: true });
    writeFileSync(
      path.join(dataDir, 'uploads', 'parts', stored),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const [row] = await t.db
      .insert(partImages)
      .values({
        partId: part.id,
        fileName: 'old-logo.svg',
        storedName: stored,
        contentType: 'image/svg+xml',
        size: 70,
        sha256: 'x',
      })
      .returning();
    const res = await t.app.inject({
      url: `/api/product/v1.0/image/file/${row!.id}`,
      headers: { cookie: staff },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(String(res.headers['content-security-policy'])).toContain('sandbox');
  });

  it('answers 404 in Korean for an image that does not exist', async () => {
    const res = await t.app.inject({
      url: '/api/product/v1.0/image/file/999999',
      headers: { cookie: staff },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('이미지');
  });
});
