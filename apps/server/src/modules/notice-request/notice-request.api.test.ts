import type { HolidayBalance, NoticeRequest, NotificationInbox, RealtimeEvent, StaffForm } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let clerk: string;
let other: string;

type Saved = { seq: number; status: string; version: number };
const inbox = (cookie: string) => t.ok<NotificationInbox>('GET', '/api/comm/v1.0/notification/list', cookie);
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
const holiday = (startDate: string, endDate: string, extra: Record<string, unknown> = {}) => ({
  kind: 'holiday',
  holidayType: 'annual',
  startDate,
  endDate,
  content: '개인 사유',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginStaff(t, 'nr-admin', 'admin');
  clerk = await loginStaff(t, 'nr-clerk');
  other = await loginStaff(t, 'nr-other');
  await t.app.ready();
});
afterAll(async () => t?.close());

describe('notice requests', () => {
  it('an approved request becomes a notice and reaches its writer after the commit', async () => {
    const req = await t.ok<Saved>('POST', '/api/notice/v1.0/request/insert', clerk, {
      title: '주차장 공사',
      body: '다음 주 주차장 공사 안내 부탁드립니다.',
    });
    expect((await inbox(admin)).items[0]).toMatchObject({ kind: 'notice.request' });
    await t.refused(403, 'POST', `/api/notice/v1.0/request/approve/${req.seq}`, clerk, {
      title: 'x',
      body: 'y',
      version: 1,
    });
    // Another clerk cannot see it: the same answer as a missing one.
    await t.refused(404, 'GET', `/api/notice/v1.0/request/single/${req.seq}`, other);
    await t.refused(404, 'GET', '/api/notice/v1.0/request/single/99999', other);

    const channel = await openChannel('nr-clerk', clerk);
    const before = (await inbox(clerk)).unread;
    const approved = await t.ok<Saved & { noticeSeq: number }>(
      'POST',
      `/api/notice/v1.0/request/approve/${req.seq}`,
      admin,
      { title: '주차장 공사 안내', body: '12월 1일부터 주차장 공사를 합니다.', version: 1 },
    );
    await until(() => channel.received.length > 0);
    channel.socket.terminate();
    expect(channel.received[0]).toMatchObject({
      type: 'notification',
      notification: {
        kind: 'notice.request.approved',
        link: `/Company/Notice/NoticeUserView/${approved.noticeSeq}`,
      },
    });
    expect((await inbox(clerk)).unread).toBe(before + 1);
    const notice = await t.ok<{ title: string; status: string }>(
      'GET',
      `/api/notice/v1.0/single/${approved.noticeSeq}`,
      other,
    );
    expect(notice).toMatchObject({ title: '주차장 공사 안내', status: 'published' });
    const view = await t.ok<NoticeRequest>('GET', `/api/notice/v1.0/request/single/${req.seq}`, clerk);
    expect(view).toMatchObject({
      status: 'published',
      noticeSeq: approved.noticeSeq,
      deciderName: expect.any(String),
    });
    // Decided once: a second decision is refused.
    await t.refused(422, 'POST', `/api/notice/v1.0/request/decline/${req.seq}`, admin, {
      reason: '중복',
      version: 2,
    });
  });

  it('a declined request keeps its reason, and a rolled back approval notifies nobody', async () => {
    const req = await t.ok<Saved>('POST', '/api/notice/v1.0/request/insert', clerk, {
      title: '회식',
      body: '회식 공지',
    });
    const msg = await t.refused(422, 'POST', `/api/notice/v1.0/request/decline/${req.seq}`, admin, {
      reason: ' ',
      version: 1,
    });
    expect(msg).toContain('사유');
    const before = (await inbox(clerk)).items.length;
    await t.refused(409, 'POST', `/api/notice/v1.0/request/approve/${req.seq}`, admin, {
      title: '회식',
      body: '회식',
      version: 5,
    });
    expect((await inbox(clerk)).items.length).toBe(before);
    await t.ok('POST', `/api/notice/v1.0/request/decline/${req.seq}`, admin, {
      reason: '팀 공지로 충분합니다.',
      version: 1,
    });
    const mine = await t.ok<{ items: NoticeRequest[] }>('POST', '/api/notice/v1.0/request/list', clerk, {
      status: 'declined',
    });
    expect(mine.items[0]).toMatchObject({ title: '회식', reason: '팀 공지로 충분합니다.' });
    expect((await inbox(clerk)).items[0]).toMatchObject({
      kind: 'notice.request.declined',
      body: '팀 공지로 충분합니다.',
    });
    const theirs = await t.ok<{ total: number }>('POST', '/api/notice/v1.0/request/list', other, {});
    expect(theirs.total).toBe(0);
  });
});

describe('staff forms', () => {
  it('a holiday beyond the balance is refused, and a rejected one gives the days back', async () => {
    await t.ok('POST', '/api/notice/v1.0/form/holiday-grant', admin, {
      loginId: 'nr-clerk',
      year: 2027,
      days: 3,
    });
    // Mon 2027-01-04 … Wed 01-06: three days, the whole balance.
    const first = await t.ok<Saved>(
      'POST',
      '/api/notice/v1.0/form/insert',
      clerk,
      holiday('20270104', '20270106'),
    );
    const msg = await t.refused(422, 'POST', '/api/notice/v1.0/form/insert', clerk, {
      ...holiday('20270111', '20270111', { holidayType: 'half-am' }),
    });
    expect(msg).toContain('남은 연차(0일)');
    const [balance] = await t.ok<HolidayBalance[]>(
      'GET',
      '/api/notice/v1.0/form/holiday-balance?year=2027',
      clerk,
    );
    expect(balance).toMatchObject({ grantedHalfDays: 6, usedHalfDays: 6, remainingHalfDays: 0 });
    // Sick leave does not take from the balance.
    await t.ok(
      'POST',
      '/api/notice/v1.0/form/insert',
      clerk,
      holiday('20270111', '20270111', { holidayType: 'sick' }),
    );
    await t.ok('POST', `/api/notice/v1.0/form/reject/${first.seq}`, admin, { reason: '성수기', version: 1 });
    await t.ok('POST', '/api/notice/v1.0/form/insert', clerk, holiday('20270111', '20270112'));
    const form = await t.ok<StaffForm>('GET', `/api/notice/v1.0/form/single/${first.seq}`, clerk);
    expect(form).toMatchObject({ status: 'rejected', reason: '성수기', halfDays: 6, canEdit: false });
  });

  it('an approval reaches the writer; others see the form as missing', async () => {
    const late = await t.ok<Saved>('POST', '/api/notice/v1.0/form/insert', clerk, {
      kind: 'late',
      startDate: '20261127',
      arrivedAt: '0925',
      content: '지하철 지연',
    });
    await t.refused(404, 'GET', `/api/notice/v1.0/form/single/${late.seq}`, other);
    await t.refused(403, 'POST', `/api/notice/v1.0/form/approve/${late.seq}`, clerk, { version: 1 });
    const missing = await t.refused(422, 'POST', '/api/notice/v1.0/form/insert', clerk, {
      kind: 'late',
      startDate: '20261127',
      content: '지연',
    });
    expect(missing).toContain('출근 시각');
    const edited = await t.ok<Saved>('POST', `/api/notice/v1.0/form/update/${late.seq}`, clerk, {
      kind: 'late',
      startDate: '20261127',
      arrivedAt: '0930',
      content: '지하철 2호선 지연',
      version: 1,
    });
    await t.ok('POST', `/api/notice/v1.0/form/approve/${late.seq}`, admin, { version: edited.version });
    expect((await inbox(clerk)).items[0]).toMatchObject({
      kind: 'staff-form.approved',
      link: `/Company/Notice/NoticeBeLateForWorkView/${late.seq}`,
    });
    await t.refused(422, 'POST', `/api/notice/v1.0/form/update/${late.seq}`, clerk, {
      kind: 'late',
      startDate: '20261127',
      arrivedAt: '0930',
      content: '고침',
      version: 3,
    });
    const list = await t.ok<{ items: StaffForm[] }>('POST', '/api/notice/v1.0/form/list', admin, {
      kind: 'late',
    });
    expect(list.items[0]).toMatchObject({ status: 'approved', arrivedAt: '0930', writerLoginId: 'nr-clerk' });
  });
});
