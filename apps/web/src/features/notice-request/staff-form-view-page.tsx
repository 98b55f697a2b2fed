import {
  HOLIDAY_TYPE_LABELS,
  halfDaysText,
  STAFF_FORM_KIND_LABELS,
  STAFF_FORM_STATUS_LABELS,
  type StaffForm,
  type StaffFormKind,
  staffFormApi,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Input, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApi, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { useShell } from '../../shell/layouts/shell-context';
import { formEditPath, formNewPath, hmText, ymdText } from './notice-request-paths';
import './notice-request.css';

const dateLabel = (kind: StaffFormKind) =>
  kind === 'holiday' ? '휴가 기간' : kind === 'late' ? '지각한 날' : '일자';

/** The A4 sheet of a form: what is printed and signed. */
const Sheet = ({ form }: { form: StaffForm }) => (
  <div className="erp-form-sheet">
    <h1>{STAFF_FORM_KIND_LABELS[form.kind]}</h1>
    <table>
      <tbody>
        <tr>
          <th>성명</th>
          <td>
            {form.writerName} ({form.writerLoginId})
          </td>
        </tr>
        <tr>
          <th>{dateLabel(form.kind)}</th>
          <td>
            {ymdText(form.startDate)}
            {form.endDate && form.endDate !== form.startDate ? ` ~ ${ymdText(form.endDate)}` : ''}
            {form.kind === 'holiday' && form.holidayType
              ? ` (${HOLIDAY_TYPE_LABELS[form.holidayType]}, ${halfDaysText(form.halfDays)})`
              : ''}
          </td>
        </tr>
        {form.kind === 'late' && (
          <tr>
            <th>출근 시각</th>
            <td>{hmText(form.arrivedAt)}</td>
          </tr>
        )}
        <tr>
          <th>제목</th>
          <td>{form.title}</td>
        </tr>
        <tr>
          <th>{form.kind === 'holiday' ? '사유' : '내용'}</th>
          <td className="erp-form-content">{form.content}</td>
        </tr>
        <tr>
          <th>결재</th>
          <td>
            {STAFF_FORM_STATUS_LABELS[form.status]}
            {form.deciderName ? ` · ${form.deciderName} · ${formatKstDateTime(form.decidedAt)}` : ''}
            {form.reason ? ` · 반려 사유: ${form.reason}` : ''}
          </td>
        </tr>
      </tbody>
    </table>
    <div className="erp-form-sign">
      <p>작성일 {formatKstDateTime(form.createdAt)}</p>
      <p>작성자 {form.writerName} (서명)</p>
    </div>
  </div>
);

/** 경위서·지각계·휴가 신청서 보기: the printable sheet, and for an admin the approval. */
const StaffFormView = ({ kind }: { kind: StaffFormKind }) => {
  const { seq } = useParams();
  const n = Number(seq);
  const valid = Number.isInteger(n) && n > 0;
  const { session } = useShell();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const query = useApiQuery(staffFormApi.single, { params: { seq: valid ? n : 0 } }, { enabled: valid });
  const form = query.data;
  if (valid && query.isLoading) return <Spin />;
  if (!form) return <Empty description="서식을 찾을 수 없습니다." />;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['notice'] });
  const approve = async () => {
    await callApi(staffFormApi.approve, { params: { seq: form.seq }, body: { version: form.version } });
    message.success('승인했습니다.');
    await refresh();
  };
  const reject = async () => {
    await callApi(staffFormApi.reject, {
      params: { seq: form.seq },
      body: { reason, version: form.version },
    });
    message.success('반려했습니다.');
    await refresh();
  };
  return (
    <div className="erp-page">
      <Space className="erp-no-print" wrap style={{ marginBottom: 12 }}>
        <Tag>{STAFF_FORM_STATUS_LABELS[form.status]}</Tag>
        <Button type="primary" onClick={() => window.print()}>
          인쇄
        </Button>
        {form.canEdit && <Button onClick={() => navigate(formEditPath(form.kind, form.seq))}>수정</Button>}
        <Button onClick={() => navigate(formNewPath(form.kind))}>목록·새로 작성</Button>
        {session.auth === 'admin' && form.status === 'submitted' && (
          <>
            <Button type="primary" onClick={approve}>
              승인
            </Button>
            <Input
              style={{ width: 260 }}
              placeholder="반려 사유"
              aria-label="반려 사유"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <Button danger disabled={!reason.trim()} onClick={reject}>
              반려
            </Button>
          </>
        )}
      </Space>
      <Sheet form={form} />
    </div>
  );
};

export const NoticeApologyViewPage = () => <StaffFormView kind="apology" />;
export const NoticeBeLateForWorkViewPage = () => <StaffFormView kind="late" />;
export const NoticeHolidayViewPage = () => <StaffFormView kind="holiday" />;
