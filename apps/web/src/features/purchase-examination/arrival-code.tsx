import { isPurchaseCode } from '@erp/domain';
import { Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';

// The arrival pages are addressed by a purchase code (R and 8 digits); each says plainly when
// the address holds something else or the arrival cannot be read.

/** The :param of the address as a purchase code, or null with the raw text. */
export const useArrivalParam = (name = 'code') => {
  const raw = useParams()[name] ?? '';
  const code = raw.trim().toUpperCase();
  return { raw, code: isPurchaseCode(code) ? code : null };
};

export const NotAnArrival = ({ raw }: { raw: string }) => (
  <Result status="warning" title="매입(입고) 번호가 아닙니다." subTitle={`${raw} — 예: R00000003`} />
);

/** The loading and error states of a query of one arrival; null once there is data. */
export const arrivalQueryState = (q: { isPending: boolean; error: unknown; data?: unknown }): ReactNode =>
  q.isPending ? (
    <Skeleton active paragraph={{ rows: 8 }} style={{ padding: 24 }} />
  ) : !q.data ? (
    <Result status="warning" title="입고를 불러오지 못했습니다." subTitle={messageOf(q.error)} />
  ) : null;
