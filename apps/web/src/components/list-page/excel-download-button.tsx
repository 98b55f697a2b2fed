import { FileExcelOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { toast } from '../../shell/toast/toast';

/** The Excel download of a list or a report: the server writes every row of the current filter. */
export const ExcelDownloadButton = ({ download }: { download: () => Promise<string> }) => {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await download();
      toast.success(`엑셀 파일을 내려받았습니다: ${name}`);
    } catch {
      // The error dialog has already said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FileExcelOutlined />} loading={busy} onClick={run}>
      엑셀 다운로드
    </Button>
  );
};
