import type { NoticeDetail, NoticeListItem, NotificationInbox, RealtimeEvent } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let clerk: string;
let other: string;
let customer: string;

const call = (method: 'GET' | 'POST', url: string, cookie: string, body?: unknown) =>
  t.call(method, url, { cookie, ...(body === undefined ? {} : { body }) });
const inbox = (cookie: string) => t.ok<NotificationInbox>('GET', '/api/comm/v1.0/notification/list', cookie);
const list = (cookie: string, body: Record<string, unknown>) =>
  t.ok<{ items: NoticeListItem[]; total: number }>('POST', '/api/notice/v1.0/list', cookie, body);

/** Opens the user's channel as the browser does (same path, same session cookie). */
const openChannel = async (userId: string, cookie: string) => {
  const received: RealtimeEvent[] = [];
  const socket: WebSocket = await t.app.injectWS(`/api/realtime/v1.0/user/${userId}`, {
    headers: { cookie },
  });
  socket.on('message', (data) => received.push(JSON.parse(String(data)) as RealtimeEvent));
  return { socket, received };
};
const until = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** A company notice to save, published unless `extra` says otherwise. */
const notice = (title: string, body: string, extra: Record<string, unknown> = {}) => ({
  kind: 'notice',
  title,
  body,
  publish: true,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.addAccount({ loginId: 'nt-cust', kind: 'customer', role: 'cust', customerCode: 'C000001' });
  admin = await loginStaff(t, 'nt-admin', 'admin');
  clerk = await loginStaff(t, 'nt-clerk');
  other = await loginStaff(t, 'nt-other');
  customer = await t.login('nt-cust', 'customer');
  await t.app.ready();
});
afterAll(async () => t?.close());

describe('company notices', () => {
  it('are written by admins only; a clerk gets a Korean refusal', async () => {
    const res = await t.refused(
      403,
      'POST',
      '/api/notice/v1.0/insert',
      clerk,
      notice('휴무 안내', '내일 휴무'),
    );
    expect(res).toContain('관리자만');
  });

  it('names the missing field in Korean and writes nothing', async () => {
    const res = await t.refused(422, 'POST', '/api/notice/v1.0/insert', admin, notice(' ', 'x'));
    expect(res).toContain('제목');
    expect((await list(admin, { box: 'all' })).total).toBe(0);
  });

  it('reaches every staff socket after commit, counts unread, and is read by opening it', async () => {
    const clerkChannel = await openChannel('nt-clerk', clerk);
    const otherChannel = await openChannel('nt-other', other);
    const adminChannel = await openChannel('nt-admin', admin);
    const saved = await t.ok<{ seq: number }>(
      'POST',
      '/api/notice/v1.0/insert',
      admin,
      notice('재고 실사 안내', '금요일 오후 4시부터 재고 실사를 합니다.', { pinned: true }),
    );
    await until(() => clerkChannel.received.length > 0 && otherChannel.received.length > 0);
    expect(clerkChannel.received[0]).toMatchObject({
      type: 'notification',
      notification: {
        kind: 'notice',
        title: '새 공지: 재고 실사 안내',
        link: `/Company/Notice/NoticeUserView/${saved.seq}`,
      },
    });
    // The author is not told about their own notice.
    await new Promise((r) => setTimeout(r, 50));
    expect(adminChannel.received).toHaveLength(0);
    for (const c of [clerkChannel, otherChannel, adminChannel]) c.socket.terminate();

    expect((await inbox(clerk)).unread).toBe(1);
    const received = await list(clerk, { box: 'received' });
    expect(received.items[0]).toMatchObject({ title: '재고 실사 안내', read: false, pinned: true });

    const detail = await t.ok<NoticeDetail>('GET', `/api/notice/v1.0/single/${saved.seq}`, clerk);
    expect(detail).toMatchObject({
      body: '금요일 오후 4시부터 재고 실사를 합니다.',
      read: true,
      readCount: 1,
      canEdit: false,
    });
    expect((await inbox(clerk)).unread).toBe(0);
    expect((await list(clerk, { box: 'received', unreadOnly: true })).total).toBe(0);
    // Opening twice is one reader.
    expect((await t.ok<NoticeDetail>('GET', `/api/notice/v1.0/single/${saved.seq}`, clerk)).readCount).toBe(
      1,
    );
    expect((await inbox(other)).unread).toBe(1);
  });

  it('a draft notifies nobody until it is published, and a stale version is refused', async () => {
    const draft = await t.ok<{ seq: number; status: string }>(
      'POST',
      '/api/notice/v1.0/insert',
      admin,
      notice('초안', '아직 쓰는 중', { publish: false }),
    );
    expect(draft.status).toBe('draft');
    const before = (await inbox(clerk)).items.length;
    expect((await list(clerk, { box: 'received', search: '초안' })).total).toBe(0);
    expect((await list(admin, { box: 'drafts' })).items.map((i) => i.title)).toContain('초안');
    await t.refused(
      409,
      'POST',
      `/api/notice/v1.0/update/${draft.seq}`,
      admin,
      notice('초안', '다 썼음', { version: 7 }),
    );
    await t.ok(
      'POST',
      `/api/notice/v1.0/update/${draft.seq}`,
      admin,
      notice('완성본', '다 썼음', { version: 1 }),
    );
    const after = await inbox(clerk);
    expect(after.items.length).toBe(before + 1);
    expect(after.items[0]?.title).toBe('새 공지: 완성본');
  });

  it('a withdrawn notice leaves the readers’ list but stays for the admin; nothing is deleted', async () => {
    const n = await t.ok<{ seq: number }>(
      'POST',
      '/api/notice/v1.0/insert',
      admin,
      notice('잘못 쓴 공지', '취소 예정'),
    );
    await t.ok('POST', `/api/notice/v1.0/withdraw/${n.seq}`, admin);
    expect((await list(clerk, { box: 'received', search: '잘못' })).total).toBe(0);
    expect((await call('GET', `/api/notice/v1.0/single/${n.seq}`, clerk)).status).toBe(404);
    expect((await list(admin, { box: 'all', search: '잘못' })).items[0]?.status).toBe('withdrawn');
    await t.refused(422, 'POST', `/api/notice/v1.0/withdraw/${n.seq}`, admin);
  });
});

describe('individual notices', () => {
  it('go only to the named staff, who alone can open them, and the sender sees who read', async () => {
    const sent = await t.ok<{ seq: number }>('POST', '/api/notice/v1.0/insert', clerk, {
      kind: 'individual',
      title: '배송 건 확인 부탁',
      body: '오후 배송 확인해 주세요.',
      recipients: ['NT-OTHER'],
      publish: true,
    });
    const otherInbox = await inbox(other);
    expect(otherInbox.items[0]).toMatchObject({
      title: '개별 공지: 배송 건 확인 부탁',
      link: `/Company/Notice/NoticeIndividualView/${sent.seq}`,
    });
    expect((await inbox(admin)).items.some((i) => i.title.includes('배송 건'))).toBe(false);
    expect((await call('GET', `/api/notice/v1.0/single/${sent.seq}`, admin)).status).toBe(200); // admin sees all
    await t.ok('GET', `/api/notice/v1.0/single/${sent.seq}`, other);
    const asSender = await t.ok<NoticeDetail>('GET', `/api/notice/v1.0/single/${sent.seq}`, clerk);
    expect(asSender.recipients).toEqual([
      expect.objectContaining({ loginId: 'nt-other', readAt: expect.any(String) }),
    ]);
    expect((await list(clerk, { box: 'sent' })).items[0]).toMatchObject({ recipientCount: 1, readCount: 1 });
  });

  it('refuses recipients that are not staff accounts, naming them', async () => {
    const res = await t.refused(422, 'POST', '/api/notice/v1.0/insert', clerk, {
      kind: 'individual',
      title: '외부로',
      body: '보내면 안 됨',
      recipients: ['nt-cust', 'nobody'],
      publish: true,
    });
    expect(res).toContain('받는 사람');
    expect(res).toContain('nt-cust');
  });
});

describe('the user channel and inbox', () => {
  it('refuses a channel keyed by someone else’s id', async () => {
    const { socket } = await openChannel('nt-other', clerk);
    const code = await new Promise<number>((resolve) => socket.on('close', (c) => resolve(c)));
    expect(code).toBe(4403);
  });

  it('is staff only: a customer user can open neither the inbox nor the notices', async () => {
    expect((await call('GET', '/api/comm/v1.0/notification/list', customer)).status).toBe(403);
    expect((await call('POST', '/api/notice/v1.0/list', customer, { box: 'received' })).status).toBe(403);
  });

  it('marks only the caller’s own notifications read', async () => {
    const mine = await inbox(other);
    const clerkItems = await inbox(clerk);
    const res = await t.ok<{ unread: number }>('POST', '/api/comm/v1.0/notification/read', other, {
      ids: clerkItems.items.map((i) => i.id),
    });
    expect(res.unread).toBe(mine.unread);
    const all = await t.ok<{ unread: number }>('POST', '/api/comm/v1.0/notification/read', other, {
      all: true,
    });
    expect(all.unread).toBe(0);
    expect((await inbox(clerk)).unread).toBe(clerkItems.unread);
  });
});
