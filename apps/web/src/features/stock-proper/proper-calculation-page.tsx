import { PlayCircleOutlined } from '@ant-design/icons';
import {
  STOCK_PROPER_LABELS as L,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  type LeadSource,
  linkTo,
  serviceLevelZ,
  stockProperApi,
  stockProperScreens,
  toYmd,
} from '@erp/domain';
import { Alert, Button, Card, Form, InputNumber, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { callApiWithMessage } from '../../app/contract-client';
import { TitledPage } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { useWarehouses } from '../part-info/part-info.api';
import { usePartKinds } from '../part-report/part-report.api';
import { PeriodPicker } from '../part-report/period-picker';
import { lastDays, type Period, periodProblem } from '../part-report/report-period';
import { LatestRun } from './latest-run';
import { ProperNav } from './proper-nav';
import { useStockRefresh } from './stock-proper.api';

type Draft = {
  serviceLevel: number;
  leadSource: LeadSource;
  defaultLeadDays: number;
  reviewDays: number;
  warehouseCodes: string[];
  kindCode: string;
};

const START: Draft = {
  serviceLevel: 95,
  leadSource: 'supplier',
  defaultLeadDays: 7,
  reviewDays: 14,
  warehouseCodes: [],
  kindCode: '',
};

/**
 * Stock/StockAppropriateCalculation: the parameters of a proper stock run (demand period, service
 * level, lead time source, review period, warehouses and kind), then 계산 시작. The run computes in
 * the background; the page moves to StockCalculation, where its progress and results show.
 */
export const ProperCalculationPage = () => {
  const navigate = useNavigate();
  const refresh = useStockRefresh();
  const today = useMemo(() => toYmd(new Date()), []);
  const [period, setPeriod] = useState<Period>(() => lastDays(today, 365));
  const [draft, setDraft] = useState<Draft>(START);
  const [starting, setStarting] = useState(false);
  const warehouses = useWarehouses();
  const kinds = usePartKinds();
  const problem = periodProblem(period);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const start = async () => {
    setStarting(true);
    try {
      const { data, message } = await callApiWithMessage(stockProperApi.runStart, {
        body: {
          fromDate: period.from,
          toDate: period.to,
          serviceLevel: draft.serviceLevel,
          leadSource: draft.leadSource,
          defaultLeadDays: draft.defaultLeadDays,
          reviewDays: draft.reviewDays,
          warehouseCodes: draft.warehouseCodes,
          ...(draft.kindCode ? { kindCode: draft.kindCode } : {}),
        },
      });
      toast.success(message);
      refresh();
      navigate(`${linkTo(stockProperScreens.stockCalculation)}?run=${data.id}`);
    } catch {
      // The error dialog has said why.
    } finally {
      setStarting(false);
    }
  };
  return (
    <TitledPage
      title="적정 재고 계산"
      description="판매와 결품 수요, 조달 기간, 서비스 수준으로 품목·창고별 최소·최대 재고를 계산합니다."
      actions={<ProperNav current="calc" />}
    >
      <Card size="small" style={{ maxWidth: 760 }}>
        <Form layout="horizontal" labelCol={{ span: 7 }} wrapperCol={{ span: 17 }} onFinish={start}>
          <Form.Item
            label="수요 기간"
            help={problem ?? '이 기간의 판매 출고와 재고 부족으로 거절된 주문을 수요로 봅니다.'}
            validateStatus={problem ? 'error' : ''}
          >
            <PeriodPicker value={period} today={today} onChange={setPeriod} />
          </Form.Item>
          <Form.Item
            label={L.serviceLevel}
            help={`z = ${serviceLevelZ(draft.serviceLevel).toFixed(3)} (결품 없이 버틸 확률)`}
          >
            <InputNumber
              aria-label={L.serviceLevel}
              min={50}
              max={99.9}
              step={0.5}
              value={draft.serviceLevel}
              onChange={(v) => set({ serviceLevel: v ?? 95 })}
            />
          </Form.Item>
          <Form.Item label={L.leadSource}>
            <Select
              aria-label={L.leadSource}
              style={{ width: 300 }}
              value={draft.leadSource}
              onChange={(leadSource) => set({ leadSource })}
              options={LEAD_SOURCES.map((s) => ({ value: s, label: LEAD_SOURCE_LABELS[s] }))}
            />
          </Form.Item>
          <Form.Item label={L.defaultLeadDays}>
            <InputNumber
              aria-label={L.defaultLeadDays}
              min={1}
              max={365}
              precision={0}
              value={draft.defaultLeadDays}
              onChange={(v) => set({ defaultLeadDays: v ?? 7 })}
            />
          </Form.Item>
          <Form.Item label={L.reviewDays} help="최대 = 최소 + 일 평균 수요 × 발주 주기">
            <InputNumber
              aria-label={L.reviewDays}
              min={0}
              max={365}
              precision={0}
              value={draft.reviewDays}
              onChange={(v) => set({ reviewDays: v ?? 0 })}
            />
          </Form.Item>
          <Form.Item label={L.warehouseCodes} help="비우면 이동 중·위탁을 뺀 모든 창고">
            <Select
              aria-label={L.warehouseCodes}
              mode="multiple"
              allowClear
              placeholder="전체 창고"
              style={{ width: 360 }}
              value={draft.warehouseCodes}
              onChange={(warehouseCodes) => set({ warehouseCodes })}
              options={(warehouses.data ?? []).map((w) => ({
                value: w.code,
                label: `${w.name} (${w.code})`,
              }))}
            />
          </Form.Item>
          <Form.Item label={L.kindCode}>
            <Select
              aria-label={L.kindCode}
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 360 }}
              value={draft.kindCode}
              onChange={(kindCode) => set({ kindCode })}
              options={[
                { value: '', label: '전체 분류' },
                ...(kinds.data ?? []).map((k) => ({ value: k.code, label: k.path })),
              ]}
            />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 7 }}>
            <Space orientation="vertical">
              <Button
                type="primary"
                htmlType="submit"
                icon={<PlayCircleOutlined />}
                loading={starting}
                disabled={Boolean(problem)}
              >
                계산 시작
              </Button>
              <Typography.Text type="secondary">
                안전 재고 = z × σ × √조달 기간, 최소 = 일 평균 수요 × 조달 기간 + 안전 재고
              </Typography.Text>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <LatestRun />
      <Space wrap style={{ marginTop: 12 }}>
        <Typography.Text type="secondary">관련 보고서:</Typography.Text>
        <Link to={linkTo(stockProperScreens.stockKindPercentLessList)}>분류별 적정 재고 미달</Link>
        <Link to={linkTo(stockProperScreens.stockProductTurnRatioList)}>재고 회전율</Link>
        <Link to={linkTo(stockProperScreens.stockNewInOutList)}>신규 입출고 품목</Link>
      </Space>
      <Alert
        style={{ marginTop: 12, maxWidth: 760 }}
        type="info"
        showIcon
        title="계산은 서버에서 나누어 진행됩니다. 진행률과 결과는 '계산 결과'에서 보고, 검토한 뒤 '반영'에서 적용합니다."
      />
    </TitledPage>
  );
};
