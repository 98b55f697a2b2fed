import {
  DRIVER_PAY_RATE_KINDS,
  DRIVER_PAY_RATE_LABELS,
  type DriverPayRate,
  type DriverPayRateKind,
  driverPayApi,
} from '@erp/domain';
import { Button, Card, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { formatWon } from '../../../components/data-table/cell-format';
import { useDeliveryStep } from '../delivery.api';

// The rate table under the month's pay: what one completed stop or pickup pays the driver, and
// what one picked return earns the customer once confirmed. A month already fixed keeps the
// amounts it was fixed with.

type Draft = Record<DriverPayRateKind, number>;

export const PayRatesCard = ({ rates }: { rates: readonly DriverPayRate[] | undefined }) => {
  const [draft, setDraft] = useState<Draft | null>(null);
  const { run, busy } = useDeliveryStep();
  if (!rates) return null;
  const current = Object.fromEntries(rates.map((r) => [r.kind, r.amount])) as Draft;
  // One box per kind of the table, whatever the answer repeats.
  const kinds = DRIVER_PAY_RATE_KINDS.filter((k) => rates.some((r) => r.kind === k));
  const edit = draft ?? current;
  return (
    <Card size="small" title="수당 단가표" style={{ marginTop: 12 }}>
      <Space wrap align="end">
        {kinds
          .map((kind) => ({ kind, label: DRIVER_PAY_RATE_LABELS[kind] }))
          .map((r) => (
            <span key={r.kind} style={{ display: 'inline-flex', flexDirection: 'column', gap: 4 }}>
              <label htmlFor={`pay-rate-${r.kind}`}>{r.label}</label>
              <InputNumber
                id={`pay-rate-${r.kind}`}
                min={0}
                max={10_000_000}
                step={500}
                style={{ width: 180 }}
                value={edit[r.kind]}
                formatter={(v) => formatWon(Number(v ?? 0))}
                parser={(v) => Number((v ?? '').replace(/[^\d]/g, ''))}
                onChange={(v) => setDraft({ ...edit, [r.kind]: v ?? 0 })}
              />
            </span>
          ))}
        <Button
          type="primary"
          disabled={draft === null || DRIVER_PAY_RATE_KINDS.every((k) => draft[k] === current[k])}
          loading={busy}
          onClick={async () => {
            if (draft && (await run(driverPayApi.ratesSave, { body: draft }))) setDraft(null);
          }}
        >
          단가 저장
        </Button>
      </Space>
    </Card>
  );
};
