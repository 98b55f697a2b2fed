import { type CourierParcel, courierPortalApi } from '@erp/domain';
import { Empty, Input, Spin, Tag } from 'antd';
import { useState } from 'react';
import { callApiWithMessage } from '../../app/contract-client';
import { TitledPage } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { Figure } from '../customer-portal/portal-parts';
import { useCourierRefresh, useCourierToday } from './courier-portal.api';
import '../customer-portal/customer-portal.css';

const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleTimeString('ko-KR', { hour: '2-digit', minute: '2-digit' }) : '-';

const ParcelCard = ({ row }: { row: CourierParcel }) => (
  <li className="cp-card" data-testid="consignment" data-waybill={row.waybillNo}>
    <div className="cp-card-top">
      <span className="cp-card-title">송장 {row.waybillNo}</span>
      {row.confirmedAt ? <Tag color="green">인수 확인</Tag> : <Tag color="orange">확인 전</Tag>}
    </div>
    <div>{row.customerName}</div>
    <div className="cp-card-sub">
      인계 {time(row.handedAt)}
      {row.confirmedAt ? ` · 확인 ${time(row.confirmedAt)} ${row.confirmedBy ?? ''}` : ''}
    </div>
  </li>
);

/**
 * Courier/Kyungdong/CourierKyungdongMain: the parcels handed to the company today; the driver
 * scans each waybill at hand-over, which records who confirmed it and when.
 */
export const CourierMainPage = () => {
  const today = useCourierToday();
  const refresh = useCourierRefresh();
  const [waybill, setWaybill] = useState('');
  const [busy, setBusy] = useState(false);
  const scan = async () => {
    const value = waybill.trim();
    if (!value) return;
    setBusy(true);
    try {
      const { message } = await callApiWithMessage(courierPortalApi.scan, { body: { waybillNo: value } });
      toast.success(message);
      refresh();
    } catch {
      // The error dialog has said why (unknown waybill, already confirmed).
    } finally {
      setWaybill('');
      setBusy(false);
    }
  };
  const data = today.data;
  return (
    <TitledPage
      title={data ? `${data.companyName} 인계 현황` : '인계 현황'}
      description="오늘 넘겨받은 택배입니다. 송장을 스캔하면 인수 확인이 기록됩니다."
      className="cp-page cp-block"
    >
      <Input
        aria-label="송장 스캔"
        placeholder="송장 번호 스캔 또는 입력 후 Enter"
        size="large"
        autoFocus
        value={waybill}
        disabled={busy}
        maxLength={40}
        onChange={(e) => setWaybill(e.target.value)}
        onPressEnter={scan}
      />
      {!data ? (
        <Spin />
      ) : (
        <>
          <div className="cp-figures">
            <Figure label="오늘 인계" value={`${data.handed}건`} testId="courier-handed" />
            <Figure label="인수 확인" value={`${data.confirmed}건`} testId="courier-confirmed" />
          </div>
          {data.rows.length === 0 ? (
            <Empty description="오늘 인계된 택배가 없습니다." />
          ) : (
            <ul className="cp-cards">
              {data.rows.map((r) => (
                <ParcelCard key={r.deliveryCode} row={r} />
              ))}
            </ul>
          )}
        </>
      )}
    </TitledPage>
  );
};
