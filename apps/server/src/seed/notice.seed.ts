import { sql } from 'drizzle-orm';
import { noticeReads, noticeRecipients, notices } from '../modules/notice/notice.table.js';
import { accounts } from '../platform/auth/account.table.js';
import type { Tx } from '../platform/db/database.js';
import { notifications } from '../platform/realtime/notification.table.js';

const COMPANY_NOTICE = {
  title: '알림과 공지 사용 안내',
  body: [
    '오른쪽 위 종 모양 아이콘에 새 공지와 개별 공지가 바로 표시됩니다.',
    '숫자는 아직 읽지 않은 알림 수이며, 알림을 누르면 해당 공지가 열리고 읽음으로 바뀝니다.',
    '',
    '- 회사 공지: 관리자가 [공지 등록]에서 게시합니다.',
    '- 개별 공지: [개별 공지 보내기]에서 받는 직원을 골라 보냅니다. 보낸 사람은 누가 읽었는지 볼 수 있습니다.',
    '- 쓰다 만 공지는 [임시 저장함]에 남습니다.',
  ].join('\n'),
};

/**
 * The demo's notices: one pinned company notice from admin (staff see it unread in the bell) and
 * one individual notice from admin to the demo clerk `staff`, with their inbox rows.
 */
export const seedDemoNotices = async (tx: Tx): Promise<void> => {
  const ids = new Map(
    (await tx.select({ id: accounts.id, loginId: accounts.loginId }).from(accounts)).map((a) => [
      a.loginId,
      a.id,
    ]),
  );
  const admin = ids.get('admin');
  const staff = ids.get('staff');
  if (admin === undefined || staff === undefined) return;
  const now = new Date();
  const [company] = await tx
    .insert(notices)
    .values({
      kind: 'notice',
      audience: 'all',
      status: 'published',
      pinned: true,
      authorId: admin,
      publishedAt: now,
      ...COMPANY_NOTICE,
    })
    .returning();
  const [individual] = await tx
    .insert(notices)
    .values({
      kind: 'individual',
      audience: 'accounts',
      status: 'published',
      authorId: admin,
      publishedAt: now,
      title: '오늘 오후 배송 건 확인',
      body: '오후 3시 배송 예정 건의 수량을 출고 전에 한 번 더 확인해 주세요.',
    })
    .returning();
  if (!company || !individual) return;
  await tx.insert(noticeRecipients).values({ noticeId: individual.id, accountId: staff });
  // Every staff account but the author gets the company notice in the bell.
  await tx.execute(sql`
    insert into ${notifications} (account_id, kind, title, body, link)
    select id, 'notice', ${`새 공지: ${company.title}`}, ${'관리자 · 오른쪽 위 종 모양 아이콘에 새 공지와 개별 공지가'},
      ${`/Company/Notice/NoticeUserView/${company.id}`}
    from ${accounts} where role in ('admin', 'public') and id <> ${admin}`);
  await tx.insert(notifications).values({
    accountId: staff,
    kind: 'notice.individual',
    title: `개별 공지: ${individual.title}`,
    body: '관리자 · 오후 3시 배송 예정 건의 수량을',
    link: `/Company/Notice/NoticeIndividualView/${individual.id}`,
  });
  // The author has seen their own notice.
  await tx.insert(noticeReads).values({ noticeId: company.id, accountId: admin }).onConflictDoNothing();
};
