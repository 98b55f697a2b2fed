import {
  IFACE_FAIL_TYPES,
  IFACE_FAILURE_COLUMNS,
  IFACE_FAILURE_LIST_SPEC,
  IFACE_TOPIC_LABELS,
  type IfaceFailType,
  type IfaceFailure,
  ifaceApi,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { callApiWithMessage } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { toast } from '../../shell/toast/toast';

const COLUMNS = gridColumnsOf(IFACE_FAILURE_COLUMNS, { spec: IFACE_FAILURE_LIST_SPEC });
const EXCEL = { contract: ifaceApi.excel, fileName: '연동실패목록.xlsx' };
const typeLabel = (type: IfaceFailType) => (type === 'all' ? '전체' : IFACE_TOPIC_LABELS[type]);

const FailList = ({ type }: { type: IfaceFailType }) => {
  const client = useQueryClient();
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    ifaceApi.list,
    IFACE_FAILURE_LIST_SPEC,
    {
      excel: EXCEL,
      fixed: type === 'all' ? [] : [{ field: 'topic', op: 'eq', value: type }],
    },
  );
  const [selected, setSelected] = useState<IfaceFailure | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const refresh = () => void client.invalidateQueries({ queryKey: ['interface'] });
  const act = async (run: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const { message } = await run();
      toast.success(message);
      setSelected(null);
      setReason('');
      refresh();
    } catch {
      // The error dialog has already said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ListPage<IfaceFailure>
        title={`연동 실패 목록 · ${typeLabel(type)}`}
        description="상대 서버가 받지 않은 호출입니다. Enter 또는 두 번 클릭: 내용 보기, 다시 보내기, 제외"
        onExcelDownload={downloadExcel}
        filterBar={<SpecFilterBar {...filterBar} keywordPlaceholder="문서 번호·요청 키" />}
        table={{
          gridId: 'iface-fail-list',
          columns: COLUMNS,
          ...pagedRows(page, query, sortBy),
          rowId: (r) => String(r.id),
          onRowOpen: (r) => setSelected(r),
          emptyText: '연동 실패가 없습니다.',
        }}
        paging={pagedPaging(page, query, goTo)}
      />
      <Modal
        open={selected !== null}
        title={selected ? `연동 ${selected.id} · ${typeLabel(selected.topic as IfaceFailType)}` : ''}
        onCancel={() => setSelected(null)}
        footer={null}
        width={640}
        destroyOnHidden
      >
        {selected && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Alert
              type="error"
              showIcon
              title={`${selected.attempts}회 시도 · ${selected.lastError ?? ''}`}
            />
            <pre style={{ maxHeight: 240, overflow: 'auto', background: '#f5f5f5', padding: 8 }}>
              {selected.payload}
            </pre>
            <Button
              type="primary"
              loading={busy}
              onClick={() => act(() => callApiWithMessage(ifaceApi.retry, { params: { id: selected.id } }))}
            >
              다시 보내기
            </Button>
            <Space.Compact style={{ width: '100%' }}>
              <Input
                aria-label="제외 사유"
                placeholder="제외 사유"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <Button
                danger
                disabled={reason.trim().length < 2}
                loading={busy}
                onClick={() =>
                  act(() =>
                    callApiWithMessage(ifaceApi.delete, { params: { id: selected.id }, body: { reason } }),
                  )
                }
              >
                목록에서 제외
              </Button>
            </Space.Compact>
          </Space>
        )}
      </Modal>
    </>
  );
};

/** /Company/IFace/IFaceFailList/:type — one link's failures, or every link's (`all`). */
export const IfaceFailListPage = () => {
  const { type = 'all' } = useParams();
  const known = (IFACE_FAIL_TYPES as readonly string[]).includes(type) ? (type as IfaceFailType) : 'all';
  return <FailList key={known} type={known} />;
};
