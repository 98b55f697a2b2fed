import { date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/auth/account.table.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { notices } from '../notice/notice.table.js';

// A staff member's request for a company notice. Nothing is deleted: an admin publishes it
// (the notice it became is linked) or declines it with a reason.
export const noticeRequests = pgTable(
  'notice_requests',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull(),
    requesterId: refTo('requester_id', () => accounts.id),
    reason: text('reason'),
    noticeId: integer('notice_id').references(() => notices.id),
    deciderId: integer('decider_id').references(() => accounts.id),
    decidedAt: stamp('decided_at'),
    createdAt: stampNow('created_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('notice_requests_requester_idx').on(t.requesterId, t.id),
    index('notice_requests_status_idx').on(t.status, t.id),
  ],
);

// 경위서 / 지각계 / 휴가 신청: written by a staff member, approved or rejected by an admin.
export const staffForms = pgTable(
  'staff_forms',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    writerId: refTo('writer_id', () => accounts.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    arrivedAt: text('arrived_at'),
    holidayType: text('holiday_type'),
    // Days off in half days; 0 for the forms that are not leave.
    halfDays: integer('half_days').notNull().default(0),
    reason: text('reason'),
    deciderId: integer('decider_id').references(() => accounts.id),
    decidedAt: stamp('decided_at'),
    createdAt: stampNow('created_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('staff_forms_writer_idx').on(t.kind, t.writerId, t.id),
    index('staff_forms_kind_idx').on(t.kind, t.status, t.id),
  ],
);

// Annual leave granted per person and year (half days). A missing row means the default.
// The row is also the lock two concurrent holiday requests of one person queue on.
export const holidayAllowances = pgTable(
  'holiday_allowances',
  {
    accountId: refTo('account_id', () => accounts.id),
    year: integer('year').notNull(),
    grantedHalfDays: integer('granted_half_days').notNull(),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.year] })],
);
