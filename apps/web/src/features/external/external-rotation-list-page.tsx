import {
  externalApi,
  externalScreens,
  ROTATION_WEEKDAY_LABELS,
  type RotationVisit,
  WEEKDAYS,
} from '@erp/domain';
import { Card, Empty, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../app/contract-client';
import { TitledPage } from '../../components/page-head/page-head';
import { km, useIsExternal } from './external.api';
import { ExternalPicker } from './external-picker';
import './external.css';

/** ExternalRotationSequenceList[/:type]: the whole week's rotation, a card per weekday. */
export const ExternalRotationSequenceListPage = () => {
  const navigate = useNavigate();
  const isExternal = useIsExternal();
  const [externalId, setExternalId] = useState<number | undefined>();
  const ready = isExternal || externalId !== undefined;
  const week = useApiQuery(
    externalApi.rotation,
    { body: isExternal ? {} : { externalId } },
    { enabled: ready },
  );
  const byDay = new Map<number, RotationVisit[]>();
  for (const v of week.data?.visits ?? []) byDay.set(v.weekday, [...(byDay.get(v.weekday) ?? []), v]);
  return (
    <TitledPage
      title="요일별 방문 거래처"
      description="요일을 누르면 그날의 순서를 고칩니다."
      className="ext-page"
    >
      {!isExternal && (
        <div style={{ marginBottom: 12 }}>
          <ExternalPicker value={externalId} onChange={setExternalId} />
        </div>
      )}
      {!ready ? (
        <Empty description="외부 영업자를 고르세요." />
      ) : (
        <div className="ext-cards">
          {WEEKDAYS.map((d) => {
            const visits = byDay.get(d) ?? [];
            const metres = visits.reduce((s, v) => s + (v.legMetres ?? 0), 0);
            return (
              <Card
                key={d}
                size="small"
                hoverable
                title={`${ROTATION_WEEKDAY_LABELS[d]}요일`}
                extra={
                  <Tag>
                    {visits.length}곳 · {km(metres)}
                  </Tag>
                }
                onClick={() =>
                  navigate(
                    `${externalScreens.externalRotationSequence.path}?weekday=${d}${externalId ? `&externalId=${externalId}` : ''}`,
                  )
                }
              >
                {visits.length === 0 ? (
                  <span className="ext-customer-card-sub">방문 없음</span>
                ) : (
                  <Space orientation="vertical" size={2}>
                    {visits.map((v) => (
                      <span key={v.id}>
                        {v.seq}. {v.customerName} {v.locked && <Tag color="gold">고정</Tag>}
                      </span>
                    ))}
                  </Space>
                )}
              </Card>
            );
          })}
        </div>
      )}
    </TitledPage>
  );
};
