import {
  linkTo,
  STOCK_COUNT_SCOPE_LABELS,
  STOCK_COUNT_SCOPES,
  type StockCountScope,
  stockCountScreens,
  toYmd,
} from '@erp/domain';
import { App, Button, Card, DatePicker, Form, Input, Radio, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { WarehouseSelect } from '../purchase/supplier-selects';
import { CountersEditor } from './count-counters';
import { CountHead, CountPicker, zoneLabel } from './count-parts';
import { planCount, stepCount, useCount, useCounterOptions, useRefreshCounts } from './stock-count.api';

type Draft = {
  warehouseCode: string;
  scope: StockCountScope;
  values: string;
  day: Dayjs;
  memo: string;
  counters: number[];
};

const ACTIVE = ['planned', 'counting', 'submitted'] as const;

/** StockScheduleRegister: plan a count (warehouse, scope, day, counters). */
const PlanForm = () => {
  const navigate = useNavigate();
  const options = useCounterOptions();
  const [busy, setBusy] = useState(false);
  const [d, setD] = useState<Draft>({
    warehouseCode: 'MAIN',
    scope: 'all',
    values: '',
    day: dayjs(),
    memo: '',
    counters: [],
  });
  const save = async () => {
    setBusy(true);
    try {
      const saved = await planCount({
        warehouseCode: d.warehouseCode,
        scope: d.scope,
        scopeValues: d.values.split(/[,\s]+/).filter(Boolean),
        plannedOn: toYmd(d.day.toDate()),
        memo: d.memo,
        counterIds: d.counters,
      });
      toast.success(`재고 실사 ${saved.code}를 계획했습니다 (${saved.lineCount}품목).`);
      navigate(linkTo(stockCountScreens.stockScheduleRegisterOf, { code: saved.code }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageHead
        title="재고 실사 계획 등록"
        description="창고와 범위(품목 분류나 위치), 실사일, 실사 담당자를 정합니다."
      />
      <Card size="small">
        <Form
          layout="horizontal"
          labelCol={{ span: 4 }}
          wrapperCol={{ span: 14 }}
          onFinish={() => void save()}
        >
          <Form.Item label="창고">
            <WarehouseSelect
              label="창고"
              value={d.warehouseCode}
              onChange={(warehouseCode) => setD({ ...d, warehouseCode })}
            />
          </Form.Item>
          <Form.Item label="실사 범위">
            <Radio.Group
              value={d.scope}
              onChange={(e) => setD({ ...d, scope: e.target.value as StockCountScope })}
              options={STOCK_COUNT_SCOPES.map((s) => ({ value: s, label: STOCK_COUNT_SCOPE_LABELS[s] }))}
            />
          </Form.Item>
          {d.scope !== 'all' && (
            <Form.Item
              label={d.scope === 'kinds' ? '품목 분류 코드' : '위치 (앞부분)'}
              extra="쉼표로 여러 개를 입력합니다. 앞부분이 같은 것을 모두 포함합니다."
            >
              <Input
                aria-label="범위 값"
                value={d.values}
                onChange={(e) => setD({ ...d, values: e.target.value })}
              />
            </Form.Item>
          )}
          <Form.Item label="실사 예정일">
            <DatePicker
              aria-label="실사 예정일"
              value={d.day}
              onChange={(day) => day && setD({ ...d, day })}
              allowClear={false}
            />
          </Form.Item>
          <Form.Item label="실사 담당자" extra="비워 두면 직원 누구나 실사를 입력할 수 있습니다.">
            <Select
              aria-label="실사 담당자"
              mode="multiple"
              optionFilterProp="label"
              value={d.counters}
              onChange={(counters) => setD({ ...d, counters })}
              options={(options.data ?? []).map((o) => ({
                value: o.accountId,
                label: `${o.name} (${o.loginId})`,
              }))}
            />
          </Form.Item>
          <Form.Item label="비고">
            <Input.TextArea
              aria-label="비고"
              rows={2}
              maxLength={500}
              value={d.memo}
              onChange={(e) => setD({ ...d, memo: e.target.value })}
            />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 4 }}>
            <Button type="primary" htmlType="submit" loading={busy}>
              계획 등록
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small" title="진행 중인 실사" style={{ marginTop: 12 }}>
        <CountPicker
          statuses={ACTIVE}
          value={null}
          onChange={(code) => navigate(linkTo(stockCountScreens.stockScheduleRegisterOf, { code }))}
        />
      </Card>
    </>
  );
};

/** StockScheduleRegister/:code: one count's plan, its location groups and counters. */
const PlanView = ({ code }: { code: string }) => {
  const count = useCount(code);
  const refresh = useRefreshCounts();
  const { modal } = App.useApp();
  const c = count.data;
  const cancel = () =>
    modal.confirm({
      title: '이 실사를 취소할까요?',
      okText: '실사 취소',
      cancelText: '닫기',
      onOk: async () => {
        if (!c) return;
        await stepCount('cancel', c.code, c.version);
        toast.success('실사를 취소했습니다.');
        await refresh();
      },
    });
  return (
    <>
      <PageHead
        title={`재고 실사 계획 ${code}`}
        actions={
          <Space>
            <Link to={stockCountScreens.stockScheduleList.path}>실사 목록</Link>
            <Button
              danger
              disabled={!c || c.status === 'posted' || c.status === 'cancelled'}
              onClick={cancel}
            >
              실사 취소
            </Button>
          </Space>
        }
      />
      {c && <CountHead c={c} />}
      {c && (
        <Card size="small" title="위치별 실사" style={{ marginTop: 12 }}>
          <Space wrap>
            {c.zones.map((z) => (
              <Link
                key={z.seq}
                to={linkTo(stockCountScreens.stockExaminationOf, { code: c.code, seq: z.seq })}
              >
                <Button>
                  {zoneLabel(z)} ({z.countedCount}/{z.lineCount})
                </Button>
              </Link>
            ))}
          </Space>
        </Card>
      )}
      {c && (c.status === 'planned' || c.status === 'counting') && <CountersEditor count={c} />}
    </>
  );
};

export const StockScheduleRegisterPage = () => {
  const { code } = useParams();
  return code ? <PlanView code={code} /> : <PlanForm />;
};
