import type { ClipboardItem, MuzinListItem, MuzinNote } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let writer: string;
let other: string;
let customer: string;

type Saved = { code: number; version: number };
const list = (cookie: string, which: 'public' | 'individual', body: Record<string, unknown> = {}) =>
  t.ok<{ items: MuzinListItem[]; total: number }>('POST', `/api/muzin/info/v1.0/${which}/list`, cookie, body);

beforeAll(async () => {
  t = await createTestApp();
  await t.addAccount({ loginId: 'mz-cust', kind: 'customer', role: 'cust', customerCode: 'C000001' });
  admin = await loginStaff(t, 'mz-admin', 'admin');
  writer = await loginStaff(t, 'mz-writer');
  other = await loginStaff(t, 'mz-other');
  customer = await t.login('mz-cust', 'customer');
  await t.app.ready();
});
afterAll(async () => t?.close());

describe('Muzin notes', () => {
  it('an individual note is invisible to others: the same answer as a missing note', async () => {
    const mine = await t.ok<Saved>('POST', '/api/muzin/info/v1.0/insert', writer, {
      viewType: 'individual',
      title: '내 거래처 메모',
      body: '<p>김사장님 계좌 메모</p>',
    });
    const hidden = await t.call('GET', `/api/muzin/info/v1.0/single/${mine.code}`, { cookie: other });
    const missing = await t.call('GET', '/api/muzin/info/v1.0/single/987654', { cookie: other });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
    expect((await t.call('GET', `/api/muzin/info/v1.0/single/${mine.code}`, { cookie: admin })).body).toEqual(
      missing.body,
    );
    await t.refused(404, 'POST', '/api/muzin/info/v1.0/modify', other, {
      code: mine.code,
      title: 'x',
      body: '<p>x</p>',
      version: 1,
    });
    await t.refused(404, 'DELETE', `/api/muzin/info/v1.0/delete/${mine.code}`, other);
    expect((await list(other, 'individual')).total).toBe(0);
    expect((await list(writer, 'individual')).items.map((i) => i.title)).toEqual(['내 거래처 메모']);
    expect((await list(other, 'public', { search: '거래처' })).total).toBe(0);
    await t.refused(403, 'POST', '/api/muzin/info/v1.0/public/list', customer, {});
  });

  it('a <script> in the body never comes back as markup', async () => {
    const note = await t.ok<Saved>('POST', '/api/muzin/info/v1.0/insert', writer, {
      viewType: 'public',
      title: '배터리 교환 요령',
      body: '<p onclick="steal()">단자 분리 순서<script>alert(1)</script></p><img src=x onerror=alert(2)><a href="javascript:alert(3)">링크</a><iframe src="https://evil"></iframe>',
    });
    const read = await t.ok<MuzinNote>('GET', `/api/muzin/info/v1.0/single/${note.code}`, other);
    expect(read.body).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|<img/i);
    expect(read.body).toContain('<p>단자 분리 순서</p>');
    const [item] = (await list(other, 'public', { search: '배터리' })).items;
    expect(item?.summary).toBe('단자 분리 순서 링크');
    // A body that is nothing but script is empty once cleaned: refused, naming the field.
    const msg = await t.refused(422, 'POST', '/api/muzin/info/v1.0/insert', writer, {
      viewType: 'public',
      title: '빈 글',
      body: '<script>alert(1)</script>',
    });
    expect(msg).toContain('내용');
  });

  it('is found by a one- or two-syllable fragment of its title or text, not of its markup', async () => {
    await t.ok('POST', '/api/muzin/info/v1.0/insert', admin, {
      viewType: 'public',
      title: '냉각수 점검',
      body: '<p>부동액 <strong>비율</strong> 확인</p>',
      category: '정비',
    });
    expect((await list(other, 'public', { search: '냉각' })).items.map((i) => i.title)).toEqual([
      '냉각수 점검',
    ]);
    expect((await list(other, 'public', { search: '액' })).total).toBe(1);
    expect((await list(other, 'public', { search: '비율 확인' })).total).toBe(1);
    expect((await list(other, 'public', { search: 'strong' })).total).toBe(0);
  });

  it('is modified by its writer with a version check, and deleted notes disappear', async () => {
    const note = await t.ok<Saved>('POST', '/api/muzin/info/v1.0/insert', writer, {
      viewType: 'public',
      title: '점심 메뉴',
      body: '<p>김밥</p>',
    });
    await t.refused(403, 'POST', '/api/muzin/info/v1.0/modify', other, {
      code: note.code,
      title: '바꿈',
      body: '<p>라면</p>',
      version: 1,
    });
    await t.ok('POST', '/api/muzin/info/v1.0/modify', writer, {
      code: note.code,
      title: '점심 메뉴',
      body: '<p>라면</p>',
      version: 1,
    });
    await t.refused(409, 'POST', '/api/muzin/info/v1.0/modify', writer, {
      code: note.code,
      title: '점심',
      body: '<p>우동</p>',
      version: 1,
    });
    await t.ok('DELETE', `/api/muzin/info/v1.0/delete/${note.code}`, writer);
    await t.refused(404, 'GET', `/api/muzin/info/v1.0/single/${note.code}`, writer);
    expect((await list(writer, 'public', { search: '점심' })).total).toBe(0);
  });
});

describe('clipboard', () => {
  it('keeps my snippets and the shared ones; only the owner takes one down', async () => {
    const account = await t.ok<ClipboardItem>('POST', '/api/muzin/clipboard/v1.0/save', writer, {
      label: '입금 계좌',
      text: '국민은행 123-45-6789 (주)무진',
      shared: true,
    });
    await t.ok('POST', '/api/muzin/clipboard/v1.0/save', writer, { label: '내 메모', text: '혼자 보는 글' });
    const seen = await t.ok<ClipboardItem[]>('GET', '/api/muzin/clipboard/v1.0/list', other);
    expect(seen.map((i) => i.label)).toEqual(['입금 계좌']);
    await t.ok('POST', `/api/muzin/clipboard/v1.0/used/${account.id}`, other);
    await t.refused(404, 'POST', `/api/muzin/clipboard/v1.0/remove/${account.id}`, other);
    const mine = await t.ok<ClipboardItem[]>('GET', '/api/muzin/clipboard/v1.0/list', writer);
    expect(mine.find((i) => i.id === account.id)).toMatchObject({ useCount: 1, mine: true });
    await t.ok('POST', `/api/muzin/clipboard/v1.0/remove/${account.id}`, writer);
    expect(await t.ok<ClipboardItem[]>('GET', '/api/muzin/clipboard/v1.0/list', other)).toEqual([]);
  });
});
