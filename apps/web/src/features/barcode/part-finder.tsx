import { formatThousands, type PartListRow } from '@erp/domain';
import { Alert, Button, Table } from 'antd';
import { useRef, useState } from 'react';
import { messageOf } from '../../app/api-error';
import { scanValue, searchParts } from './barcode.api';
import { ScanInput } from './scan-input';

type Props = {
  onPick: (part: PartListRow) => void;
  camera?: boolean;
  label?: string;
  autoFocus?: boolean;
};

/**
 * Finds a part by part-number prefix, barcode (scanned: a URL-shaped value is reduced first),
 * name or car model. One hit is taken at once, so a scanner adds a part per scan; several are
 * listed to choose from.
 */
export const PartFinder = ({ onPick, camera = false, label = '품목 찾기', autoFocus }: Props) => {
  const [rows, setRows] = useState<PartListRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const search = async (keyword: string) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setBusy(true);
    setError(null);
    try {
      // A scanned code (a maker's barcode, a unit barcode, or a QR label's address reduced to
      // its path) is looked up exactly first; words go to the part search.
      if (/^\S+$/.test(keyword) && !/[가-힣]/.test(keyword)) {
        const scan = await scanValue(keyword);
        if (controller.signal.aborted) return;
        if (scan.part) {
          onPick({ ...scan.part, matchedBy: 'barcode' });
          setRows(null);
          return;
        }
      }
      const page = await searchParts(keyword, controller.signal);
      const exact = page.rows.filter((r) => r.matchedBy === 'barcode');
      const only = exact.length === 1 ? exact[0] : page.rows.length === 1 ? page.rows[0] : undefined;
      if (only) {
        onPick(only);
        setRows(null);
      } else {
        setRows(page.rows);
        if (page.rows.length === 0) setError(`'${keyword}'에 맞는 품목이 없습니다.`);
      }
    } catch (e) {
      if (!controller.signal.aborted) setError(messageOf(e));
    } finally {
      if (abort.current === controller) setBusy(false);
    }
  };

  return (
    <div>
      <ScanInput
        label={label}
        placeholder={camera ? '품번·바코드·품명 후 Enter' : '품번·바코드·품명 입력 또는 스캔 후 Enter'}
        onScan={(v) => void search(v)}
        camera={camera}
        autoFocus={autoFocus}
        keepText
      />
      {error && <Alert type="info" showIcon title={error} style={{ marginTop: 8 }} />}
      {rows && rows.length > 0 && (
        <Table<PartListRow>
          size="small"
          className="erp-barcode-found"
          rowKey="code"
          loading={busy}
          pagination={false}
          scroll={{ y: 240 }}
          dataSource={rows}
          columns={[
            { title: '품번', dataIndex: 'partNo', className: 'erp-mono' },
            { title: '품명', dataIndex: 'name', ellipsis: true },
            { title: '차종', dataIndex: 'carModel', ellipsis: true, responsive: ['md'] },
            {
              title: '판매가',
              dataIndex: 'salePrice',
              align: 'right',
              render: (v: number) => formatThousands(v),
              responsive: ['sm'],
            },
            {
              title: '',
              width: 64,
              render: (_, row) => (
                <Button
                  size="small"
                  onClick={() => {
                    onPick(row);
                    setRows(null);
                  }}
                >
                  선택
                </Button>
              ),
            },
          ]}
        />
      )}
    </div>
  );
};
