import type { LabelSheet as LabelSheetData } from '@erp/domain';
import { Alert, Card, Empty, Space, Spin, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { LabelOptions } from './barcode.api';
import { fittingZoom, pageCount, sheetGeometry } from './label-layout';
import { defaultZoom, LabelOptionsPanel, PrintButton, ZOOM_STEPS } from './label-options';
import { LabelSheet, printLabels } from './label-sheet';

type Props = {
  options: LabelOptions;
  onOptionsChange: (next: LabelOptions) => void;
  sheet: LabelSheetData | undefined;
  loading: boolean;
  error: string | null;
  /** Left column above the options: what is printed (items, units, a date). */
  source: ReactNode;
  showFields?: boolean;
  showSymbol?: boolean;
  /** After the print dialog closes (unit labels record the print). */
  onPrinted?: () => void;
  emptyText?: string;
};

/** A print run: what to print and how on the left, the preview that matches the paper on the right. */
export const LabelRun = ({
  options,
  onOptionsChange,
  sheet,
  loading,
  error,
  source,
  showFields = true,
  showSymbol = true,
  onPrinted,
  emptyText = '인쇄할 라벨을 고르세요.',
}: Props) => {
  const [skip, setSkip] = useState(0);
  // null: the default for the size, made smaller until a page fits the panel (a phone).
  const [chosenZoom, setChosenZoom] = useState<number | null>(null);
  const [panelWidth, setPanelWidth] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new label size starts from its own default zoom.
  useEffect(() => setChosenZoom(null), [options.layout]);
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setPanelWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const geometry = sheetGeometry(options.layout);
  const zoom = chosenZoom ?? fittingZoom(geometry, panelWidth, defaultZoom(options.layout), ZOOM_STEPS);
  const labels = sheet?.totalLabels ?? 0;
  const pages = pageCount(labels, geometry, skip);
  const print = async () => {
    await printLabels();
    onPrinted?.();
  };
  return (
    <div className="erp-barcode-run">
      <div>
        {source}
        <Card size="small" title="라벨 설정">
          <LabelOptionsPanel
            value={options}
            onChange={onOptionsChange}
            skip={skip}
            onSkipChange={setSkip}
            zoom={zoom}
            onZoomChange={setChosenZoom}
            showFields={showFields}
            showSymbol={showSymbol}
          />
        </Card>
      </div>
      <Card
        size="small"
        title="인쇄 미리보기"
        extra={
          <Space>
            <Typography.Text type="secondary" className="erp-label-geometry" data-testid="label-geometry">
              {geometry.labelWidthMm}×{geometry.labelHeightMm}mm
              {geometry.roll ? ' 롤 라벨' : ` · A4 한 장 ${geometry.perPage}칸`}
            </Typography.Text>
            <PrintButton labels={labels} pages={pages} onPrint={() => void print()} />
          </Space>
        }
      >
        <div ref={panel} />
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
        {loading && !sheet ? (
          <Spin />
        ) : sheet && sheet.labels.length > 0 ? (
          <LabelSheet sheet={sheet} skip={skip} zoom={zoom} />
        ) : (
          <Empty description={emptyText} />
        )}
      </Card>
    </div>
  );
};
