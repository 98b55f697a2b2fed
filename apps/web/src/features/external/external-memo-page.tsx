import {
  type ExternalMemoInput,
  externalApi,
  externalScreens,
  linkTo,
  MEMO_STATUS_LABELS,
  type MemoView,
} from '@erp/domain';
import { Alert, Button, Card, Descriptions, Empty, Input, Result, Space, Spin, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { ItemList } from '../../components/item-list/item-list';
import { TitledPage } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { useExternalCustomers, useExternalRefresh } from './external.api';
import './external.css';

const STATUS_COLORS: Record<MemoView['status'], string> = {
  open: 'orange',
  working: 'blue',
  done: 'green',
  dropped: 'default',
};

/** Where the order of a memo is registered: its car (or '-') and the memo it works. */
const registerLink = (m: MemoView) =>
  linkTo(externalScreens.externalOrderRegister, {
    vin: m.vin ?? '-',
    custCode: m.customerCode,
    ordercode: m.code,
  });

const MemoCard = ({ m }: { m: MemoView }) => {
  const navigate = useNavigate();
  return (
    <Card size="small" title={`메모 ${m.code}`} data-testid="external-memo">
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label="상태">
          <Tag color={STATUS_COLORS[m.status]}>{MEMO_STATUS_LABELS[m.status]}</Tag>
          {m.urgent && <Tag color="red">긴급</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="접수">{formatKstDateTime(m.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="차대번호">{m.vin ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="차량번호">{m.carNumber ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="요청 내용" span={2}>
          <span className="ext-report-text">{m.request}</span>
        </Descriptions.Item>
        <Descriptions.Item label="처리자">{m.workedByName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="주문">
          {m.orderCode ? (
            <a href={linkTo(externalScreens.externalOrder, { code: m.orderCode, type: 'view' })}>
              {m.orderCode}
            </a>
          ) : (
            '-'
          )}
        </Descriptions.Item>
      </Descriptions>
      {m.status === 'open' && (
        <Button
          type="primary"
          size="large"
          block
          style={{ marginTop: 12 }}
          onClick={() => navigate(registerLink(m))}
        >
          이 메모로 주문 등록
        </Button>
      )}
    </Card>
  );
};

const NewMemo = ({ customerCode, onSaved }: { customerCode: string; onSaved: (m: MemoView) => void }) => {
  const refresh = useExternalRefresh();
  const [values, setValues] = useState<Omit<ExternalMemoInput, 'customerCode'>>({
    vin: '',
    carNumber: '',
    request: '',
    urgent: false,
  });
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    try {
      const { data, message } = await callApiWithMessage(externalApi.memoSave, {
        body: { ...values, customerCode },
      });
      toast.success(message);
      refresh();
      onSaved(data);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card size="small" title="새 주문 메모">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input
          aria-label="차대번호"
          placeholder="차대번호 (17자리)"
          size="large"
          maxLength={17}
          value={values.vin ?? ''}
          onChange={(e) => setValues({ ...values, vin: e.target.value.toUpperCase() })}
        />
        <Input
          aria-label="차량번호"
          placeholder="차량번호 (예: 12가3456)"
          size="large"
          maxLength={12}
          value={values.carNumber ?? ''}
          onChange={(e) => setValues({ ...values, carNumber: e.target.value })}
        />
        <Input.TextArea
          aria-label="요청 내용"
          placeholder="필요한 부품, 증상, 배송 희망 시간"
          rows={4}
          maxLength={2000}
          value={values.request}
          onChange={(e) => setValues({ ...values, request: e.target.value })}
        />
        <Space>
          <Switch
            aria-label="긴급"
            checked={values.urgent}
            onChange={(urgent) => setValues({ ...values, urgent })}
          />
          긴급
        </Space>
        <Button type="primary" size="large" block loading={saving} onClick={submit}>
          메모 저장
        </Button>
      </Space>
    </Card>
  );
};

/**
 * ExternalMemo/:orderCode/:custCode: the order memos of one of my customers. orderCode is a memo
 * number to open, or '-' to write a new one; a saved memo goes to head office's unprocessed memos,
 * or the external registers the order from it at once.
 */
export const ExternalMemoPage = () => {
  const navigate = useNavigate();
  const { orderCode = '-', custCode = '' } = useParams();
  const customerCode = custCode.trim().toUpperCase();
  const memoCode = orderCode.trim() === '-' ? null : orderCode.trim().toUpperCase();
  const [saved, setSaved] = useState<MemoView | null>(null);
  const customers = useExternalCustomers({ page: 1, size: 500 });
  const customerName = customers.data?.rows.find((c) => c.customerCode === customerCode)?.customerName;
  const opened = useApiQuery(
    externalApi.memoSingle,
    { params: { code: memoCode ?? '' } },
    { enabled: memoCode !== null, retry: false },
  );
  const list = useApiQuery(
    externalApi.memoList,
    { body: { customerCode, page: 1, size: 20 } },
    { retry: false },
  );
  if (list.isLoading || opened.isLoading) return <Spin style={{ margin: 40 }} />;
  if (list.isError) return <Result status="404" title="거래처를 찾을 수 없습니다." />;
  const current = saved ?? opened.data ?? null;
  const wrongCustomer = current !== null && current.customerCode !== customerCode;
  return (
    <TitledPage
      title="거래처 주문 메모"
      description={`${customerName ?? customerCode} · 메모는 본사 미처리 메모에도 올라갑니다.`}
      className="ext-page"
      actions={
        <Button
          onClick={() => navigate(`${externalScreens.externalPartOrder.path}?customer=${customerCode}`)}
        >
          부품 주문
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {memoCode !== null && opened.isError && (
          <Alert type="warning" showIcon title={`메모 ${memoCode}을(를) 찾을 수 없습니다.`} />
        )}
        {wrongCustomer ? (
          <Alert type="warning" showIcon title={`메모 ${current.code}는 이 거래처의 메모가 아닙니다.`} />
        ) : current ? (
          <MemoCard m={current} />
        ) : (
          <NewMemo customerCode={customerCode} onSaved={setSaved} />
        )}
        <Card size="small" title="이 거래처의 최근 메모">
          {(list.data?.rows.length ?? 0) === 0 ? (
            <Empty description="메모가 없습니다." />
          ) : (
            <ItemList
              items={list.data?.rows ?? []}
              rowKey={(m) => m.code}
              title={(m) => `${m.code} · ${MEMO_STATUS_LABELS[m.status]}${m.urgent ? ' · 긴급' : ''}`}
              description={(m) => `${formatKstDateTime(m.createdAt)} ${m.vin ?? ''} ${m.request}`}
              actions={(m) => (
                <Button
                  size="small"
                  onClick={() => {
                    setSaved(null);
                    navigate(
                      linkTo(externalScreens.externalMemo, { orderCode: m.code, custCode: m.customerCode }),
                    );
                  }}
                >
                  보기
                </Button>
              )}
              emptyText="메모가 없습니다."
            />
          )}
        </Card>
      </Space>
    </TitledPage>
  );
};
