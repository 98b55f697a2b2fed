import { type AdminRequestView, type ErpCodeCheck, outsourcingRequestApi } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Input, Space, Spin, Table } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApi, callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime, formatWon } from '../../components/data-table/cell-format';
import { TitledPage } from '../../components/page-head/page-head';
import { registerPath } from './outsourcing-links';
import { RequestStatusTag } from './request-status-tag';

type Step = 'take' | 'fix' | 'cancel';

/** Writing back an ERP order registered on the ordinary order screen: checked, then recorded. */
const ErpCodeBox = ({ r, onDone }: { r: AdminRequestView; onDone: () => Promise<void> }) => {
  const { message } = App.useApp();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState<ErpCodeCheck | null>(null);
  const check = async () =>
    setChecked(
      await callApi(outsourcingRequestApi.erpCodeCheck, {
        params: { id: r.code },
        body: { orderCode: code },
      }),
    );
  const record = async () => {
    const { message: said } = await callApiWithMessage(outsourcingRequestApi.erpOrderCodeUpdate, {
      params: { id: r.code },
      body: { orderCode: code, version: r.version },
    });
    message.success(said);
    await onDone();
  };
  return (
    <Card size="small" title="ERP 주문 번호 기록 (주문 화면에서 등록한 경우)" style={{ marginTop: 16 }}>
      <Space wrap>
        <Input
          aria-label="ERP 주문 번호"
          placeholder="O20261127-0001"
          value={code}
          maxLength={30}
          onChange={(e) => {
            setCode(e.target.value.trim().toUpperCase());
            setChecked(null);
          }}
          style={{ width: 200 }}
        />
        <Button onClick={check} disabled={!code}>
          번호 확인
        </Button>
        <Button type="primary" onClick={record} disabled={!checked}>
          기록
        </Button>
      </Space>
      {checked && (
        <Alert
          style={{ marginTop: 8 }}
          type="success"
          showIcon
          title={`${checked.orderCode} · ${checked.customerName} · ${formatWon(checked.total)}원 · ${checked.orderStatus === 'fixed' ? '확정' : '작성 중'}`}
        />
      )}
    </Card>
  );
};

/** OutsourcingOrderRequestMemo/:code/:custCode: head office works one request. */
export const OutsourcingOrderRequestMemoPage = () => {
  const { code = '', custCode = '' } = useParams();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Step | null>(null);
  const query = useApiQuery(outsourcingRequestApi.adminSingle, { params: { id: code } }, { retry: false });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['outsourcing'] });
  const r = query.data;
  if (query.isLoading) return <Spin />;
  if (!r)
    return (
      <TitledPage title="주문 요청">
        <Empty description={`주문 요청 ${code}을(를) 찾을 수 없습니다.`} />
      </TitledPage>
    );
  const run = async (step: Step) => {
    setBusy(step);
    try {
      const body = { version: r.version };
      const params = { id: r.code };
      // One call per step: each contract keeps its own typed input and answer.
      const call =
        step === 'take'
          ? callApiWithMessage(outsourcingRequestApi.workingYUpdate, { params, body })
          : step === 'fix'
            ? callApiWithMessage(outsourcingRequestApi.fixYnUpdate, { params, body })
            : callApiWithMessage(outsourcingRequestApi.cancelCheckY, { params, body });
      const { message: said } = await call;
      message.success(said);
      await refresh();
    } finally {
      setBusy(null);
    }
  };
  const confirmCancel = () =>
    modal.confirm({
      title: `${r.code} 취소를 확인할까요?`,
      content:
        r.status === 'fixed'
          ? '확정된 주문이 취소되어 재고가 다시 들어오고 미수금이 줄어듭니다.'
          : '요청과 작성 중인 주문이 취소됩니다.',
      okText: '취소 확인',
      cancelText: '닫기',
      onOk: () => run('cancel'),
    });
  const closed = r.status === 'cancelled' || r.cancelStatus === 'requested';
  const othersWork = r.workingByName !== null && !r.workingMine;
  return (
    <TitledPage title={`주문 요청 ${r.code}`} description={`${r.customerName} · 요청자 ${r.createdByName}`}>
      <Card>
        {r.customerCode !== custCode.toUpperCase() && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={`이 요청의 거래처는 ${r.customerCode}입니다.`}
          />
        )}
        {othersWork && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={`${r.workingByName}님이 처리 중인 요청입니다.`}
          />
        )}
        {r.cancelStatus === 'requested' && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={`협력사 취소 요청: ${r.cancelReason ?? ''}`}
          />
        )}
        <Descriptions size="small" column={3} bordered>
          <Descriptions.Item label="상태">
            <RequestStatusTag r={r} />
          </Descriptions.Item>
          <Descriptions.Item label="협력사">{r.partnerKey}</Descriptions.Item>
          <Descriptions.Item label="요청 일시">{formatKstDateTime(r.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="차대번호">{r.vin}</Descriptions.Item>
          <Descriptions.Item label="차량번호">{r.carNumber ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="고객">{`${r.clientName} ${r.clientPhone ?? ''}`}</Descriptions.Item>
          <Descriptions.Item label="처리자">{r.workingByName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="ERP 주문">{r.erpOrderCode ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="주문 금액">
            {r.orderTotal === null ? '-' : `${formatWon(r.orderTotal)}원`}
          </Descriptions.Item>
          <Descriptions.Item label="송장번호">{r.waybillNo ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="취소 확인">
            {r.cancelCheckedByName ? `${r.cancelCheckedByName} ${formatKstDateTime(r.cancelCheckedAt)}` : '-'}
          </Descriptions.Item>
          <Descriptions.Item label="요청 메모">{r.memo ?? '-'}</Descriptions.Item>
        </Descriptions>
        <Table
          size="small"
          style={{ marginTop: 12 }}
          rowKey="lineNo"
          pagination={false}
          dataSource={r.lines}
          columns={[
            { title: '번호', dataIndex: 'lineNo', width: 60 },
            { title: '부품명', dataIndex: 'partName' },
            { title: '품목 코드', dataIndex: 'partCode', width: 120 },
            { title: '수량', dataIndex: 'qty', width: 70, align: 'right' },
          ]}
        />
        <Space wrap style={{ marginTop: 16 }}>
          {!closed && !r.workingMine && r.status !== 'fixed' && (
            <Button loading={busy === 'take'} disabled={othersWork} onClick={() => run('take')}>
              처리 시작 (맡기)
            </Button>
          )}
          {!closed && r.erpOrderCode === null && (
            <Button type="primary" disabled={othersWork} onClick={() => navigate(registerPath(r))}>
              ERP 주문 등록
            </Button>
          )}
          {!closed && r.status === 'registered' && (
            <Button type="primary" loading={busy === 'fix'} disabled={othersWork} onClick={() => run('fix')}>
              주문 확정
            </Button>
          )}
          {r.cancelStatus === 'requested' && (
            <Button danger loading={busy === 'cancel'} onClick={confirmCancel}>
              취소 확인
            </Button>
          )}
        </Space>
        {!closed && r.erpOrderCode === null && !othersWork && <ErpCodeBox r={r} onDone={refresh} />}
      </Card>
    </TitledPage>
  );
};
