import {
  HOLIDAY_TYPE_LABELS,
  HOLIDAY_TYPES,
  type HolidayType,
  halfDaysText,
  holidayHalfDays,
  STAFF_FORM_KIND_LABELS,
  type StaffForm,
  type StaffFormKind,
  staffFormApi,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApi, useApiQuery } from '../../app/contract-client';
import { DataTable } from '../../components/data-table/data-table';
import { TitledPage } from '../../components/page-head/page-head';
import { formViewPath, hmText, ymdText } from './notice-request-paths';
import { staffFormColumns } from './staff-form-columns';
import './notice-request.css';

type Values = {
  title: string;
  content: string;
  startDate: string;
  endDate: string;
  arrivedAt: string;
  holidayType: HolidayType;
};
const today = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const EMPTY = (): Values => ({
  title: '',
  content: '',
  startDate: today(),
  endDate: today(),
  arrivedAt: '',
  holidayType: 'annual',
});
const valuesOf = (f: StaffForm): Values => ({
  title: f.title,
  content: f.content,
  startDate: ymdText(f.startDate),
  endDate: ymdText(f.endDate ?? f.startDate),
  arrivedAt: hmText(f.arrivedAt),
  holidayType: f.holidayType ?? 'annual',
});
const wire = (kind: StaffFormKind, v: Values) => ({
  kind,
  title: v.title ?? '',
  content: v.content ?? '',
  startDate: (v.startDate ?? '').replaceAll('-', ''),
  ...(kind === 'holiday'
    ? { endDate: (v.endDate || v.startDate).replaceAll('-', ''), holidayType: v.holidayType }
    : {}),
  ...(kind === 'late' ? { arrivedAt: (v.arrivedAt ?? '').replace(':', '') } : {}),
});

const HINTS: Record<StaffFormKind, string> = {
  apology: '업무 중 생긴 일의 경위를 적어 관리자에게 제출합니다. 결재 전에는 고칠 수 있습니다.',
  late: '지각한 날과 출근 시각, 사유를 적어 제출합니다.',
  holiday: '휴가 기간을 고르면 근무일(주말 제외)로 일수를 셉니다. 남은 연차보다 많이 신청할 수 없습니다.',
};

const Balance = () => {
  const year = new Date().getFullYear();
  const balance = useApiQuery(staffFormApi.balance, { query: { year } });
  const mine = balance.data?.[0];
  if (!mine || (balance.data?.length ?? 0) > 1) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={`${year}년 연차: 부여 ${halfDaysText(mine.grantedHalfDays)} · 사용(신청 포함) ${halfDaysText(mine.usedHalfDays)} · 남음 ${halfDaysText(mine.remainingHalfDays)}`}
    />
  );
};

/** 경위서·지각계·휴가 신청 작성 (…Register) and correction before approval (…Register/:seq). */
const StaffFormRegister = ({ kind }: { kind: StaffFormKind }) => {
  const { seq } = useParams();
  const n = seq ? Number(seq) : null;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const existing = useApiQuery(
    staffFormApi.single,
    { params: { seq: n ?? 0 } },
    { enabled: n !== null && n > 0 },
  );
  const list = useApiQuery(staffFormApi.list, { body: { kind, page: 1, size: 20 } });
  const watched = Form.useWatch([], form) as Values | undefined;
  const columns = useMemo(() => staffFormColumns(kind), [kind]);
  const found = existing.data;
  useEffect(() => {
    form.setFieldsValue(found ? valuesOf(found) : EMPTY());
  }, [found, form]);
  if (n !== null && existing.isLoading) return <Spin />;
  const locked = found !== undefined && !found.canEdit;
  const days =
    kind === 'holiday' && watched?.startDate && watched.holidayType
      ? holidayHalfDays(
          watched.holidayType,
          watched.startDate.replaceAll('-', ''),
          (watched.endDate || watched.startDate).replaceAll('-', ''),
        )
      : 0;
  const submit = async (v: Values) => {
    setError(null);
    try {
      const body = wire(kind, v);
      const saved = found
        ? await callApi(
            staffFormApi.update,
            { params: { seq: found.seq }, body: { ...body, version: found.version } },
            { selfHandled: true },
          )
        : await callApi(staffFormApi.insert, { body }, { selfHandled: true });
      message.success(found ? '저장했습니다.' : '제출했습니다. 결재되면 알림으로 알려 드립니다.');
      await queryClient.invalidateQueries({ queryKey: ['notice'] });
      navigate(formViewPath(kind, saved.seq));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const label = STAFF_FORM_KIND_LABELS[kind];
  return (
    <TitledPage title={found ? `${label} 수정` : `${label} 작성`} description={HINTS[kind]}>
      {kind === 'holiday' && <Balance />}
      <Card className="erp-office-form">
        {locked && (
          <Alert
            type="warning"
            showIcon
            title="결재된 서식은 고칠 수 없습니다."
            style={{ marginBottom: 12 }}
          />
        )}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <Form form={form} layout="vertical" onFinish={submit} disabled={locked}>
          <Space wrap align="start">
            <Form.Item
              name="startDate"
              label={kind === 'holiday' ? '시작일' : kind === 'late' ? '지각한 날' : '일자'}
              rules={[{ required: true, message: '날짜를 고르세요.' }]}
            >
              <Input type="date" aria-label="날짜" />
            </Form.Item>
            {kind === 'holiday' && (
              <>
                <Form.Item name="endDate" label="종료일">
                  <Input type="date" aria-label="종료일" />
                </Form.Item>
                <Form.Item name="holidayType" label="휴가 종류">
                  <Select
                    style={{ width: 140 }}
                    options={HOLIDAY_TYPES.map((t) => ({ value: t, label: HOLIDAY_TYPE_LABELS[t] }))}
                  />
                </Form.Item>
                <Form.Item label="일수">
                  <Typography.Text strong>{halfDaysText(days)}</Typography.Text>
                </Form.Item>
              </>
            )}
            {kind === 'late' && (
              <Form.Item
                name="arrivedAt"
                label="출근 시각"
                rules={[{ required: true, message: '출근 시각을 입력하세요.' }]}
              >
                <Input type="time" aria-label="출근 시각" />
              </Form.Item>
            )}
          </Space>
          <Form.Item name="title" label="제목 (비우면 서식 이름)">
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="content"
            label={kind === 'holiday' ? '사유' : '내용'}
            rules={[{ required: true, whitespace: true, message: '내용을 입력하세요.' }]}
          >
            <Input.TextArea rows={8} maxLength={5000} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {found ? '저장' : '제출'}
          </Button>
        </Form>
      </Card>
      <Card size="small" title={`${label} 목록`} style={{ marginTop: 16 }}>
        <div style={{ height: 320 }}>
          <DataTable<StaffForm>
            gridId={`staff-form-${kind}`}
            columns={columns}
            rows={list.data?.items}
            rowId={(r) => String(r.seq)}
            loading={list.isFetching}
            onRowOpen={(r) => navigate(formViewPath(kind, r.seq))}
            emptyText="작성한 서식이 없습니다."
          />
        </div>
      </Card>
    </TitledPage>
  );
};

export const NoticeApologyRegisterPage = () => <StaffFormRegister kind="apology" />;
export const NoticeBeLateForWorkRegisterPage = () => <StaffFormRegister kind="late" />;
export const NoticeHolidayRegisterPage = () => <StaffFormRegister kind="holiday" />;
