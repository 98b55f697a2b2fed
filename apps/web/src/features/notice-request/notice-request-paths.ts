import { linkTo, noticeRequestScreens, type StaffFormKind } from '@erp/domain';

export const requestViewPath = (seq: number) =>
  linkTo(noticeRequestScreens.noticeRequestView, { seq: String(seq) });

const VIEW = {
  apology: noticeRequestScreens.noticeApologyView,
  late: noticeRequestScreens.noticeBeLateForWorkView,
  holiday: noticeRequestScreens.noticeHolidayView,
} as const;
const EDIT = {
  apology: noticeRequestScreens.noticeApologyRegisterWithSeq,
  late: noticeRequestScreens.noticeBeLateForWorkRegisterWithSeq,
  holiday: noticeRequestScreens.noticeHolidayRegisterWithSeq,
} as const;
const NEW = {
  apology: noticeRequestScreens.noticeApologyRegister,
  late: noticeRequestScreens.noticeBeLateForWorkRegister,
  holiday: noticeRequestScreens.noticeHolidayRegister,
} as const;

export const formViewPath = (kind: StaffFormKind, seq: number) => linkTo(VIEW[kind], { seq: String(seq) });
export const formEditPath = (kind: StaffFormKind, seq: number) => linkTo(EDIT[kind], { seq: String(seq) });
export const formNewPath = (kind: StaffFormKind) => NEW[kind].path;

/** YYYYMMDD ↔ the YYYY-MM-DD of a date input. */
export const ymdText = (ymd: string | null) =>
  ymd && ymd.length === 8 ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}` : '';
export const hmText = (hm: string | null) =>
  hm && hm.length === 4 ? `${hm.slice(0, 2)}:${hm.slice(2)}` : '';
