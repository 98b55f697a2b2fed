import { PrinterOutlined } from '@ant-design/icons';
import {
  LABEL_FIELD_LABELS,
  LABEL_FIELDS,
  LABEL_LAYOUT_KEYS,
  LABEL_LAYOUTS,
  type LabelField,
  type LabelLayout,
} from '@erp/domain';
import { Button, Checkbox, InputNumber, Radio, Select, Space, Typography } from 'antd';
import type { LabelOptions, LabelSymbol } from './barcode.api';
import { sheetGeometry } from './label-layout';

/** Preview magnifications offered (CSS zoom of the preview only; paper is always 1:1). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.5, 2, 3] as const;

export const DEFAULT_LABEL_OPTIONS: LabelOptions = {
  fields: ['partNo', 'name', 'price'],
  layout: '50x30',
  symbol: 'code128',
};

/** Fields as ordered in LABEL_FIELDS, so the label lines keep one order whatever was ticked first. */
const ordered = (fields: readonly string[]): LabelField[] => LABEL_FIELDS.filter((f) => fields.includes(f));

type Props = {
  value: LabelOptions;
  onChange: (next: LabelOptions) => void;
  skip: number;
  onSkipChange: (skip: number) => void;
  zoom: number;
  onZoomChange: (zoom: number) => void;
  /** Hidden where the fields are fixed (unit and date labels carry their own). */
  showFields?: boolean;
  /** Hidden where the symbol is fixed (date labels are Code 128 as on the battery). */
  showSymbol?: boolean;
  compact?: boolean;
};

/** What goes on the label, its size and symbol, and where an A4 sheet starts. */
export const LabelOptionsPanel = ({
  value,
  onChange,
  skip,
  onSkipChange,
  zoom,
  onZoomChange,
  showFields = true,
  showSymbol = true,
  compact = false,
}: Props) => {
  const geometry = sheetGeometry(value.layout);
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }} className="erp-label-options">
      <Space wrap>
        <Typography.Text strong>라벨 크기</Typography.Text>
        <Select<LabelLayout>
          aria-label="라벨 크기"
          value={value.layout}
          style={{ width: compact ? 150 : 170 }}
          options={LABEL_LAYOUT_KEYS.map((k) => ({ value: k, label: LABEL_LAYOUTS[k].label }))}
          onChange={(layout) => onChange({ ...value, layout })}
        />
        {showSymbol && (
          <Radio.Group
            aria-label="바코드 종류"
            optionType="button"
            value={value.symbol}
            onChange={(e) => onChange({ ...value, symbol: e.target.value as LabelSymbol })}
            options={[
              { value: 'code128', label: 'Code128' },
              { value: 'qrcode', label: 'QR' },
            ]}
          />
        )}
      </Space>
      {showFields && (
        <Space wrap>
          <Typography.Text strong>라벨 항목</Typography.Text>
          <Checkbox.Group
            aria-label="라벨 항목"
            value={value.fields}
            options={LABEL_FIELDS.map((f) => ({ value: f, label: LABEL_FIELD_LABELS[f] }))}
            onChange={(fields) => onChange({ ...value, fields: ordered(fields as string[]) })}
          />
        </Space>
      )}
      <Space wrap>
        {!geometry.roll && (
          <>
            <Typography.Text strong>시작 칸</Typography.Text>
            <InputNumber<number>
              aria-label="시작 칸"
              min={1}
              max={geometry.perPage}
              precision={0}
              value={skip + 1}
              onChange={(v) => onSkipChange(Math.max(0, (v ?? 1) - 1))}
              style={{ width: 80 }}
            />
            <Typography.Text type="secondary">(이미 쓴 칸은 비워 둡니다)</Typography.Text>
          </>
        )}
        <Typography.Text strong>미리보기 배율</Typography.Text>
        <Select<number>
          aria-label="미리보기 배율"
          value={zoom}
          style={{ width: 90 }}
          options={ZOOM_STEPS.map((z) => ({ value: z, label: `${z * 100}%` }))}
          onChange={onZoomChange}
        />
      </Space>
    </Space>
  );
};

/** The print button of a run: label and sheet count, disabled while there is nothing to print. */
export const PrintButton = ({
  labels,
  pages,
  onPrint,
  loading,
}: {
  labels: number;
  pages: number;
  onPrint: () => void;
  loading?: boolean;
}) => (
  <Button
    type="primary"
    icon={<PrinterOutlined />}
    disabled={labels === 0}
    loading={loading}
    onClick={onPrint}
    data-testid="label-print"
  >
    인쇄 ({labels}장 · {pages}쪽)
  </Button>
);

/** Default preview magnification: small roll labels are shown larger, an A4 sheet fits the panel. */
export const defaultZoom = (layout: LabelLayout): number => {
  const geometry = sheetGeometry(layout);
  if (!geometry.roll) return 0.75;
  return geometry.labelWidthMm >= 90 ? 1.5 : 2;
};
