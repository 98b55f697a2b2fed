import { batteryStockApi } from '@erp/domain';
import { Card, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { useApiQuery } from '../../app/contract-client';
import { ageText, isOldBattery, ymdText } from './battery-age';

/**
 * The order examination's battery candidates: for each battery line, the units on hand in the
 * order's warehouse, oldest first (FEFO: a part-barcode scan takes the first free one; scanning
 * a unit's own barcode takes that unit). `revision` refetches after each scan.
 */
export const BatteryCandidatesPanel = ({ orderCode, revision }: { orderCode: string; revision: number }) => {
  const candidates = useApiQuery(batteryStockApi.candidates, { params: { code: orderCode } });
  const data = candidates.data;
  useRefetchOn(revision, candidates.refetch);
  if (!data || data.lines.length === 0) return null;
  return (
    <Card
      size="small"
      title={`배터리 후보 (오래된 순, ${data.warehouseCode})`}
      data-testid="battery-candidates"
    >
      {data.lines.map((line) => (
        <div key={line.lineNo} style={{ marginBottom: 8 }}>
          <strong>
            {line.lineNo}. {line.partName}
          </strong>
          <table className="erp-battery-candidates" style={{ width: '100%', fontSize: 13 }}>
            <thead>
              <tr>
                <th align="left">개체 바코드</th>
                <th align="left">제조일</th>
                <th align="right">경과</th>
                <th align="left">상태</th>
              </tr>
            </thead>
            <tbody>
              {line.units.map((u, i) => (
                <tr key={u.value} style={u.takenBy ? { opacity: 0.5 } : undefined}>
                  <td className="erp-mono">{u.value}</td>
                  <td>{ymdText(u.manufacturedOn)}</td>
                  <td align="right">
                    {isOldBattery(u.ageMonths) ? (
                      <Tag color="red">{ageText(u.ageMonths)}</Tag>
                    ) : (
                      ageText(u.ageMonths)
                    )}
                  </td>
                  <td>
                    {u.takenBy ? (
                      <Tag>검수됨 {u.takenBy}</Tag>
                    ) : i === line.units.findIndex((x) => !x.takenBy) ? (
                      <Tag color="blue">다음 출고</Tag>
                    ) : (
                      '재고'
                    )}
                  </td>
                </tr>
              ))}
              {line.units.length === 0 && (
                <tr>
                  <td colSpan={4}>이 창고에 개체 바코드가 있는 재고가 없습니다.</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      ))}
    </Card>
  );
};

/** Calls `refetch` whenever `revision` changes after the first render. */
const useRefetchOn = (revision: number, refetch: () => unknown) => {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the revision is the trigger, not an input.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refetch();
  }, [revision, refetch]);
};
