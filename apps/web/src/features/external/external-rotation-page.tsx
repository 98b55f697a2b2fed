import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  LockOutlined,
  NodeIndexOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { externalApi, ROTATION_WEEKDAY_LABELS, type RotationDay, WEEKDAYS } from '@erp/domain';
import { Alert, Button, Card, Empty, InputNumber, Segmented, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { callApi, useApiQuery } from '../../app/contract-client';
import { TitledPage } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { km, useExternalCustomers, useExternalRefresh, useIsExternal } from './external.api';
import { ExternalPicker } from './external-picker';
import './external.css';

const todayWeekday = () => {
  const d = new Date(Date.now() + 9 * 3_600_000).getUTCDay();
  return d === 0 ? 1 : d;
};

/**
 * ExternalRotationSequence[/:type[/:code]]: one weekday's visits in order (type = weekday 1–6,
 * code = a customer to add). The route engine orders the day (exact up to 12 visits); a locked
 * visit keeps its place; arrows move a visit by hand.
 */
export const ExternalRotationSequencePage = () => {
  const refresh = useExternalRefresh();
  const isExternal = useIsExternal();
  const { type, code } = useParams();
  const [search] = useSearchParams();
  const asked = Number(type ?? search.get('weekday') ?? todayWeekday());
  // Sunday (7) or a stray value opens Monday: the rotation has Monday to Saturday.
  const [weekday, setWeekday] = useState(asked >= 1 && asked <= 6 ? asked : 1);
  const [externalId, setExternalId] = useState<number | undefined>(
    Number(search.get('externalId')) || undefined,
  );
  const scope = isExternal ? {} : { externalId };
  const ready = isExternal || externalId !== undefined;
  const day = useApiQuery(externalApi.rotation, { body: { ...scope, weekday } }, { enabled: ready });
  const customers = useExternalCustomers({ ...scope, page: 1, size: 500 }, ready);
  const [add, setAdd] = useState<{
    customerCode?: string | undefined;
    lat?: number | null;
    lng?: number | null;
  }>({
    customerCode: code ?? search.get('add') ?? undefined,
  });
  const [optimal, setOptimal] = useState<boolean | null>(null);
  const visits = day.data?.visits ?? [];

  const run = async (call: () => Promise<RotationDay>, message: string) => {
    const result = await call();
    setOptimal(result.optimal);
    refresh();
    toast.success(message);
  };
  const move = (index: number, by: number) => {
    const ids = visits.map((v) => v.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    void run(
      () => callApi(externalApi.rotationReorder, { body: { ...scope, weekday, ids } }),
      '순서를 바꿨습니다.',
    );
  };

  return (
    <TitledPage
      title="방문 순서"
      description="요일마다 방문할 거래처와 순서입니다. 최적화는 출발지에서 가장 짧은 순서로 바꾸고, 고정한 방문은 제자리에 둡니다."
      className="ext-page"
    >
      <Space wrap style={{ marginBottom: 12 }}>
        {!isExternal && <ExternalPicker value={externalId} onChange={setExternalId} />}
        <Segmented
          aria-label="방문 요일"
          value={weekday}
          onChange={(v) => setWeekday(Number(v))}
          options={WEEKDAYS.map((d) => ({ value: d, label: ROTATION_WEEKDAY_LABELS[d] }))}
        />
      </Space>
      {!ready ? (
        <Empty description="외부 영업자를 고르세요." />
      ) : (
        <>
          <Card
            size="small"
            title={`${ROTATION_WEEKDAY_LABELS[weekday]}요일 ${visits.length}곳 · ${km(day.data?.distanceMetres ?? 0)}`}
            extra={
              <Button
                type="primary"
                icon={<NodeIndexOutlined />}
                disabled={visits.length < 2}
                onClick={() =>
                  run(
                    () => callApi(externalApi.rotationOptimize, { body: { ...scope, weekday } }),
                    '방문 순서를 최적화했습니다.',
                  )
                }
              >
                순서 최적화
              </Button>
            }
          >
            {optimal && (
              <Alert
                type="success"
                showIcon
                message="가장 짧은 순서입니다 (정확해)."
                style={{ marginBottom: 8 }}
              />
            )}
            {visits.length === 0 ? (
              <Empty description="이 요일에 방문할 거래처가 없습니다." />
            ) : (
              <ol className="ext-visits" aria-label="방문 순서">
                {visits.map((v, i) => (
                  <li key={v.id} className="ext-visit-row" data-visit={v.customerCode}>
                    <span className="ext-visit-seq">{v.seq}</span>
                    <span className="ext-visit-main">
                      {v.customerName} {v.locked && <Tag color="gold">고정</Tag>}
                      <small>
                        {v.address ?? v.customerCode}
                        {v.legMetres != null ? ` · ${km(v.legMetres)}` : ''}
                      </small>
                    </span>
                    <Space.Compact>
                      <Button
                        aria-label="위로"
                        icon={<ArrowUpOutlined />}
                        disabled={i === 0}
                        onClick={() => move(i, -1)}
                      />
                      <Button
                        aria-label="아래로"
                        icon={<ArrowDownOutlined />}
                        disabled={i === visits.length - 1}
                        onClick={() => move(i, 1)}
                      />
                      <Button
                        aria-label={v.locked ? '고정 풀기' : '고정'}
                        icon={v.locked ? <LockOutlined /> : <UnlockOutlined />}
                        onClick={() =>
                          run(
                            () =>
                              callApi(externalApi.rotationLock, {
                                params: { id: v.id },
                                body: { locked: !v.locked },
                              }),
                            v.locked ? '고정을 풀었습니다.' : '순서를 고정했습니다.',
                          )
                        }
                      />
                      <Button
                        aria-label="빼기"
                        danger
                        icon={<DeleteOutlined />}
                        onClick={() =>
                          run(
                            () => callApi(externalApi.rotationDelete, { params: { id: v.id } }),
                            '방문에서 뺐습니다.',
                          )
                        }
                      />
                    </Space.Compact>
                  </li>
                ))}
              </ol>
            )}
          </Card>
          <Card size="small" title="방문 거래처 추가" style={{ marginTop: 12 }}>
            <Space wrap>
              <Select
                aria-label="추가할 거래처"
                placeholder="내 거래처"
                showSearch
                optionFilterProp="label"
                style={{ width: 220 }}
                value={add.customerCode}
                onChange={(customerCode) => setAdd({ ...add, customerCode })}
                options={(customers.data?.rows ?? []).map((c) => ({
                  value: c.customerCode,
                  label: c.customerName,
                }))}
              />
              <InputNumber
                aria-label="위도"
                placeholder="위도 (37.5…)"
                step={0.001}
                value={add.lat}
                onChange={(lat) => setAdd({ ...add, lat })}
              />
              <InputNumber
                aria-label="경도"
                placeholder="경도 (127.0…)"
                step={0.001}
                value={add.lng}
                onChange={(lng) => setAdd({ ...add, lng })}
              />
              <Button
                onClick={() =>
                  run(
                    () =>
                      callApi(externalApi.rotationAdd, {
                        body: {
                          ...scope,
                          weekday,
                          customerCode: add.customerCode ?? '',
                          lat: add.lat ?? Number.NaN,
                          lng: add.lng ?? Number.NaN,
                        },
                      }),
                    '방문 거래처를 추가했습니다.',
                  ).then(() => setAdd({}))
                }
              >
                추가
              </Button>
            </Space>
            <div className="ext-customer-card-sub" style={{ marginTop: 6 }}>
              주소 좌표 변환기가 없어 지도에서 확인한 위도·경도를 직접 넣습니다.
            </div>
          </Card>
        </>
      )}
    </TitledPage>
  );
};
