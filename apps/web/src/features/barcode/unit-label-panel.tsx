import { barcodeApi, type UnitBarcode, urlOf } from '@erp/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../app/api-error';
import { toast } from '../../shell/toast/toast';
import { barcodeKeys, type LabelOptions, recordPrinted, unitLabels } from './barcode.api';
import { BARCODE_PATHS, unitQrAddress } from './barcode-paths';
import { LabelRun } from './label-run';

export const UNIT_LABEL_OPTIONS: LabelOptions = {
  fields: ['partNo', 'name'],
  layout: '50x30',
  symbol: 'code128',
};

const STATE_COLORS: Record<string, string> = {
  created: 'blue',
  in_stock: 'green',
  in_transit: 'gold',
  sold: 'purple',
  collected: 'cyan',
  void: 'default',
};

/** The units of a part or a document, checkable for printing, newest first. */
export const UnitTable = ({
  units,
  selected,
  onSelect,
  loading,
  footer,
  pagination,
}: {
  units: UnitBarcode[];
  selected: string[];
  onSelect: (values: string[]) => void;
  loading?: boolean;
  footer?: ReactNode;
  /** Server pages (a part's units grow without end); a document's units come whole. */
  pagination?: { current: number; pageSize: number; total: number; onChange: (page: number) => void };
}) => (
  <Table<UnitBarcode>
    size="small"
    rowKey="value"
    loading={loading}
    pagination={pagination ? { ...pagination, size: 'small', showSizeChanger: false } : false}
    scroll={{ y: 320 }}
    dataSource={units}
    rowSelection={{
      selectedRowKeys: selected,
      // Keys of other pages stay chosen while paging.
      preserveSelectedRowKeys: true,
      onChange: (keys) => onSelect(keys as string[]),
    }}
    locale={{ emptyText: '발행한 개체 바코드가 없습니다.' }}
    footer={footer ? () => footer : undefined}
    columns={[
      {
        title: '개체 바코드',
        dataIndex: 'value',
        render: (v: string) => (
          <Link className="erp-mono" to={BARCODE_PATHS.history(v)}>
            {v}
          </Link>
        ),
      },
      { title: '품번', dataIndex: 'partNo', className: 'erp-mono', ellipsis: true },
      {
        title: '상태',
        dataIndex: 'stateLabel',
        width: 80,
        render: (v: string, row) => <Tag color={STATE_COLORS[row.state]}>{v}</Tag>,
      },
      { title: '인쇄', dataIndex: 'printedCount', width: 56, align: 'right' },
    ]}
  />
);

/** Unit labels: the chosen units' own values in the barcode; a print is recorded in each history. */
export const UnitLabelRun = ({ values, source }: { values: string[]; source: ReactNode }) => {
  const [options, setOptions] = useState(UNIT_LABEL_OPTIONS);
  const queryClient = useQueryClient();
  const sheet = useQuery({
    queryKey: ['barcode', 'unit-labels', values, options],
    queryFn: async () => {
      const answer = await unitLabels(values, options);
      if (options.symbol !== 'qrcode') return answer;
      // A unit's QR holds its history address (the text under it stays the plain value).
      return {
        ...answer,
        labels: answer.labels.map((l) => ({
          ...l,
          imageUrl: urlOf(barcodeApi.image, {
            params: { symbol: 'qrcode' },
            query: { value: unitQrAddress(window.location.origin, l.barcodeValue) },
          }),
        })),
      };
    },
    enabled: values.length > 0 && options.fields.length > 0,
    placeholderData: keepPreviousData,
  });
  const onPrinted = async () => {
    try {
      await recordPrinted(values);
      toast.success(`${values.length}장의 인쇄를 개체 이력에 기록했습니다.`);
      await queryClient.invalidateQueries({ queryKey: barcodeKeys.all });
    } catch {
      // The error dialog has said why.
    }
  };
  return (
    <LabelRun
      options={options}
      onOptionsChange={setOptions}
      sheet={values.length > 0 ? sheet.data : undefined}
      loading={sheet.isFetching}
      error={sheet.error ? messageOf(sheet.error) : null}
      source={source}
      onPrinted={() => void onPrinted()}
      emptyText="인쇄할 개체 바코드를 발행하거나 고르세요."
    />
  );
};
