import { BarcodeOutlined, CheckOutlined, EditOutlined, RollbackOutlined } from '@ant-design/icons';
import { isPurchaseCode, type PurchaseLine, type PurchaseView, withParticle } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatKstDateTime, formatWon, formatYmd } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { barcodeKeys } from '../barcode/barcode.api';
import { BARCODE_PATHS } from '../barcode/barcode-paths';
import { TableCard } from './loaded-cards';
import { fixPurchase, PURCHASE_PATHS, purchaseKeys, unfixPurchase, usePurchase } from './purchase.api';

const LINE_COLUMNS = (code: string) => [
  { title: '줄', dataIndex: 'lineNo', width: 44, align: 'right' as const },
  { title: '품목 코드', dataIndex: 'partCode', width: 96, className: 'erp-mono' },
  { title: '품번', dataIndex: 'partNo', width: 130, className: 'erp-mono' },
  { title: '품명', dataIndex: 'partName', ellipsis: true },
  { title: '매입처 품번', dataIndex: 'supplierPartNo', width: 110, render: (v: string | null) => v ?? '' },
  { title: '수량', dataIndex: 'qty', width: 64, align: 'right' as const },
  { title: '단가', dataIndex: 'unitPrice', width: 96, align: 'right' as const, render: formatWon },
  { title: '공급가액', dataIndex: 'supply', width: 104, align: 'right' as const, render: formatWon },
  { title: '부가세', dataIndex: 'vat', width: 88, align: 'right' as const, render: formatWon },
  { title: '합계', dataIndex: 'total', width: 104, align: 'right' as const, render: formatWon },
  {
    title: '개체 라벨',
    width: 120,
    render: (_: unknown, l: PurchaseLine) => (
      <Space size={8}>
        <Link to={BARCODE_PATHS.purchaseLineUnits('new', code, l.partCode)}>발행</Link>
        <Link to={BARCODE_PATHS.purchaseLineUnits('re', code, l.partCode)}>재인쇄</Link>
      </Space>
    ),
  },
];

const Head = ({ p }: { p: PurchaseView }) => (
  <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
    <Descriptions.Item label="매입 번호">
      <Space>
        <span className="erp-mono">{p.code}</span>
        <Tag color={p.status === 'fixed' ? 'green' : 'blue'}>{p.statusLabel}</Tag>
      </Space>
    </Descriptions.Item>
    <Descriptions.Item label="매입일">{formatYmd(p.purchaseDate)}</Descriptions.Item>
    <Descriptions.Item label="창고">{p.warehouseName}</Descriptions.Item>
    <Descriptions.Item label="매입처">
      {p.supplierName} ({p.supplierCode})
    </Descriptions.Item>
    <Descriptions.Item label="등록">
      {p.createdByName ?? '-'} · {formatKstDateTime(p.createdAt)}
    </Descriptions.Item>
    <Descriptions.Item label="확정">
      {p.fixedAt ? `${p.fixedByName ?? '-'} · ${formatKstDateTime(p.fixedAt)}` : '미확정'}
    </Descriptions.Item>
    <Descriptions.Item label="공급가액">{formatWon(p.supply)}원</Descriptions.Item>
    <Descriptions.Item label="부가세">{formatWon(p.vat)}원</Descriptions.Item>
    <Descriptions.Item label="합계">
      <strong>{formatWon(p.total)}원</strong>
    </Descriptions.Item>
    {p.memo && (
      <Descriptions.Item label="비고" span={3}>
        {p.memo}
      </Descriptions.Item>
    )}
  </Descriptions>
);

/** What a purchase screen shows for a path that holds no purchase code. */
export const NotPurchaseCode = ({ raw }: { raw: string }) => (
  <div className="erp-page">
    <Alert
      type="warning"
      showIcon
      title={`${withParticle(`'${raw}'`, '은/는')} 매입 번호가 아닙니다.`}
      description="매입 번호는 R과 8자리 숫자입니다 (예: R00000001; 예전 번호는 P00000001처럼 P로 시작합니다). 매입 목록에서 매입을 골라 여세요."
    />
  </div>
);

/**
 * PurchaseDetail/:masterSeq: the purchase document, its fix and fix change, and its unit labels.
 * PurchaseModify passes the `code` of a fixed purchase instead.
 */
export const PurchaseDetailPage = ({ code: given }: { code?: string } = {}) => {
  const params = useParams();
  const masterSeq = given ?? params.masterSeq ?? '';
  const code = masterSeq.trim().toUpperCase();
  const valid = isPurchaseCode(code);
  const purchase = usePurchase(valid ? code : null);
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!valid) return <NotPurchaseCode raw={masterSeq} />;
  const p = purchase.data;

  const run = async (title: string, content: string, okText: string, act: () => Promise<PurchaseView>) => {
    const ok = await modal.confirm({
      title,
      content,
      okText,
      cancelText: '닫기',
      focusable: { autoFocusButton: 'ok' },
    });
    if (!ok) return;
    setBusy(true);
    try {
      const next = await act();
      queryClient.setQueryData(purchaseKeys.detail(code), next);
      toast.success(next.status === 'fixed' ? '매입을 확정했습니다.' : '매입 확정을 취소했습니다.');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
        queryClient.invalidateQueries({ queryKey: barcodeKeys.all }),
      ]);
    } catch {
      // The error dialog has said why (a stale version, or goods already sold).
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="erp-page">
      <PageHead
        title="매입 상세"
        description="확정하면 재고가 들어오고 매입처 미지급금이 늘어납니다. 확정 취소는 반대 기록으로 되돌립니다."
        actions={
          p && (
            <Space wrap>
              {p.status === 'draft' ? (
                <>
                  <Button
                    icon={<EditOutlined />}
                    onClick={() => navigate(`${PURCHASE_PATHS.register}?code=${p.code}`)}
                  >
                    수정
                  </Button>
                  <Button
                    type="primary"
                    icon={<CheckOutlined />}
                    loading={busy}
                    onClick={() =>
                      void run(
                        `${withParticle(p.code, '을/를')} 확정할까요?`,
                        `${p.warehouseName}에 ${p.lines.reduce((n, l) => n + l.qty, 0)}개가 입고되고 ${p.supplierName} 미지급금이 ${formatWon(p.total)}원 늘어납니다.`,
                        '확정',
                        () => fixPurchase(p.code, p.version),
                      )
                    }
                  >
                    확정
                  </Button>
                </>
              ) : (
                <Button
                  danger
                  icon={<RollbackOutlined />}
                  loading={busy}
                  onClick={() =>
                    void run(
                      `${p.code} 확정을 취소할까요?`,
                      `입고된 재고를 빼고 미지급금 ${formatWon(p.total)}원을 되돌리는 반대 기록을 남깁니다. 이미 팔린 물건이 있으면 취소할 수 없습니다.`,
                      '확정 취소',
                      () => unfixPurchase(p.code, p.version),
                    )
                  }
                >
                  확정 취소
                </Button>
              )}
              <Button
                icon={<BarcodeOutlined />}
                onClick={() => navigate(BARCODE_PATHS.purchaseUnits(p.code))}
              >
                개체 바코드 발행
              </Button>
            </Space>
          )
        }
      />
      {purchase.error ? (
        <Alert type="error" showIcon title={messageOf(purchase.error)} />
      ) : !p ? (
        <Spin />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Card size="small">
            <Head p={p} />
          </Card>
          <TableCard<PurchaseLine>
            title="매입 품목"
            rowKey="lineNo"
            rows={p.lines}
            columns={LINE_COLUMNS(p.code)}
            scrollX={1000}
          />
        </Space>
      )}
    </div>
  );
};
