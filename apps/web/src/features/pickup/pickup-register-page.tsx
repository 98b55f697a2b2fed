import { SendOutlined } from '@ant-design/icons';
import { RETURN_KIND_LABELS, type ReturnView } from '@erp/domain';
import { App, Button, Card, Input, Radio, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { PageHead } from '../../components/page-head/page-head';
import { useReturns } from '../order-return/order-return.api';
import { type Pickup, pickupPath, registerPickup, todayYmd } from './pickup.api';
import '../../components/list-page/list-page.css';

const real = (v: string | undefined) => (v && v !== '-' && v.toLowerCase() !== 'all' ? v : '');

/**
 * OrderReturnPickupMemo / PickUpRtnMemo (/:orderCode/:custCode) and OrderReturnPickupRegister /
 * PickUpRtnOrder (/:vin/:custCode/:ordercode): book a driver's pickup of a return — the customer's
 * open returns (of the order when one is named), the day and time window, a driver if known.
 */
export const PickupRegisterPage = () => {
  const p = useParams();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const customerCode = real(p.custCode ?? p.custcode);
  const orderCode = real(p.orderCode ?? p.ordercode);
  const list = useReturns({ customerCode: customerCode || undefined, page: 1, size: 100 });
  const open = (list.data?.rows ?? []).filter(
    (r) => (r.status === 'requested' || r.status === 'checked') && (!orderCode || r.orderCode === orderCode),
  );
  const [returnCode, setReturnCode] = useState('');
  const [form, setForm] = useState({
    windowDate: todayYmd(),
    windowFrom: '0900',
    windowTo: '1800',
    address: '',
    driverLoginId: '',
    memo: '',
  });
  const [done, setDone] = useState<Pickup | null>(null);
  const chosen = open.find((r) => r.code === returnCode) ?? null;
  const submit = async (r: ReturnView) => {
    try {
      setDone(
        await registerPickup({
          kind: 'return',
          customerCode: r.customerCode,
          returnCode: r.code,
          windowDate: form.windowDate,
          windowFrom: form.windowFrom,
          windowTo: form.windowTo,
          address: form.address || undefined,
          driverLoginId: form.driverLoginId || undefined,
          memo: form.memo || undefined,
        }),
      );
    } catch (error) {
      modal.error({ title: '회수를 등록할 수 없습니다.', content: messageOf(error) });
    }
  };
  const field = (key: keyof typeof form, label: string, width = 140) => (
    <Input
      aria-label={label}
      placeholder={label}
      style={{ width }}
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
    />
  );
  return (
    <div className="erp-page">
      <PageHead
        title="반품 회수 등록"
        description={`${customerCode || '거래처'}${orderCode ? ` · 원 주문 ${orderCode}` : ''}: 회수할 반품을 고르고 회수일·시간대·기사를 넣습니다.`}
      />
      {done ? (
        <Result
          status="success"
          title={`회수 ${done.id}번을 등록했습니다.`}
          subTitle={`${done.customerName} · ${done.returnCode} · ${done.driverName ?? '기사 배정 대기'}`}
          extra={<Button onClick={() => navigate(pickupPath(done))}>회수 건 열기</Button>}
        />
      ) : (
        <Card size="small">
          <Space orientation="vertical" style={{ width: '100%' }}>
            {open.length === 0 ? (
              <Typography.Text type="secondary">
                회수할 반품이 없습니다. 먼저 반품을 요청하세요.
              </Typography.Text>
            ) : (
              <Radio.Group
                aria-label="반품"
                value={returnCode}
                onChange={(e) => setReturnCode(e.target.value as string)}
                options={open.map((r) => ({
                  value: r.code,
                  label: `${r.code} · ${RETURN_KIND_LABELS[r.kind]} · ${r.orderCode} · ${r.units}개 · ${r.reason}`,
                }))}
              />
            )}
            <Space wrap>
              {field('windowDate', '회수일 (YYYYMMDD)')}
              {field('windowFrom', '시작 (HHmm)', 100)}
              {field('windowTo', '끝 (HHmm)', 100)}
              {field('driverLoginId', '기사 아이디')}
            </Space>
            {field('address', '회수 주소 (비우면 거래처 주소)', 420)}
            {field('memo', '메모', 420)}
            <Button
              type="primary"
              icon={<SendOutlined />}
              disabled={!chosen}
              onClick={() => chosen && void submit(chosen)}
            >
              회수 등록
            </Button>
          </Space>
        </Card>
      )}
    </div>
  );
};
