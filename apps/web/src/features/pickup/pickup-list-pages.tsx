import { CarOutlined, CheckOutlined, StopOutlined } from '@ant-design/icons';
import { type PickupKind, pickupApi } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { downloadApi } from '../../app/contract-client';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { toast } from '../../shell/toast/toast';
import {
  assignPickup,
  cancelPickup,
  type Pickup,
  pickedPickup,
  pickupKeys,
  pickupPath,
  usePickups,
} from './pickup.api';
import { PICKUP_COLUMNS } from './pickup-columns';

const kindOf = (type: string | undefined): PickupKind | undefined =>
  type === 'return' || type === 'junk' ? type : undefined;

/** The actions every pickup list shares: assign a driver, mark picked, cancel. */
const usePickupActions = () => {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const run = async (what: string, call: () => Promise<Pickup>) => {
    try {
      const p = await call();
      toast.success(`회수 ${p.id}: ${what}`);
      void queryClient.invalidateQueries({ queryKey: pickupKeys.all });
    } catch (error) {
      modal.error({ title: `${what}할 수 없습니다.`, content: messageOf(error) });
    }
  };
  const assign = (p: Pickup) => {
    let login = '';
    modal.confirm({
      title: `회수 ${p.id} 기사 배정`,
      content: (
        <Input
          autoFocus
          aria-label="기사 아이디"
          placeholder="기사 아이디"
          onChange={(e) => {
            login = e.target.value;
          }}
        />
      ),
      okText: '배정',
      cancelText: '닫기',
      onOk: () => run('기사 배정', () => assignPickup(p.id, login.trim())),
    });
  };
  return {
    assign,
    picked: (p: Pickup) => run('회수 완료', () => pickedPickup(p.id)),
    cancel: (p: Pickup) => run('회수 취소', () => cancelPickup(p.id)),
  };
};

/** PickUp/PickUpTargetList/:type/:custcode: every pickup stop (type return|junk|all, a customer or all). */
export const PickUpTargetListPage = () => {
  const { type, custcode } = useParams();
  const navigate = useNavigate();
  const actions = usePickupActions();
  const [params, setParams] = useUrlParams({ page: 1, size: 50 });
  const [selected, setSelected] = useState<Pickup | null>(null);
  const query = {
    kind: kindOf(type),
    customerCode: custcode,
    mine: false,
    page: params.page,
    size: params.size,
  };
  const list = usePickups(query);
  const open = selected && (selected.status === 'open' || selected.status === 'assigned');
  return (
    <ListPage<Pickup>
      title="회수 대상"
      onExcelDownload={() => downloadApi(pickupApi.excel, { body: query }, '회수목록.xlsx')}
      description="반품·폐부품 회수 건과 기사 배정. Enter 또는 두 번 클릭: 회수 건 열기"
      table={{
        gridId: 'pickup-targets',
        columns: PICKUP_COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => String(r.id),
        loading: list.isFetching,
        selection: 'single',
        onSelectionChange: (rows) => setSelected(rows[0] ?? null),
        onRowOpen: (r) => navigate(pickupPath(r)),
        emptyText: '회수 건이 없습니다.',
        toolbar: (
          <Space size={6}>
            <Button
              size="small"
              icon={<CarOutlined />}
              disabled={!open}
              onClick={() => selected && actions.assign(selected)}
            >
              기사 배정
            </Button>
            <Button
              size="small"
              icon={<CheckOutlined />}
              disabled={selected?.status !== 'assigned'}
              onClick={() => selected && void actions.picked(selected)}
            >
              회수 완료
            </Button>
            <Button
              size="small"
              danger
              icon={<StopOutlined />}
              disabled={!open}
              onClick={() => selected && void actions.cancel(selected)}
            >
              취소
            </Button>
          </Space>
        ),
      }}
      paging={{
        page: params.page,
        size: params.size,
        total: list.data?.total ?? 0,
        onChange: (page, size) => setParams({ page, size }),
      }}
    />
  );
};

/** The driver's own stops of one kind (phone pages), newest day first. */
const DriverPickups = ({ kind }: { kind: PickupKind }) => {
  const navigate = useNavigate();
  const actions = usePickupActions();
  const [params, setParams] = useUrlParams({ page: 1, size: 50 });
  const [selected, setSelected] = useState<Pickup | null>(null);
  const query = { kind, mine: true, page: params.page, size: params.size };
  const list = usePickups(query);
  return (
    <ListPage<Pickup>
      title={kind === 'return' ? '기사 반품 회수' : '기사 폐부품 회수'}
      onExcelDownload={() => downloadApi(pickupApi.excel, { body: query }, '회수목록.xlsx')}
      description={
        kind === 'return'
          ? '나에게 배정된 반품 회수. 물건을 받으면 회수 완료를 누르세요 (검수는 창고에서).'
          : '나에게 배정된 폐부품 회수. 열면 폐부품을 스캔하는 화면으로 갑니다.'
      }
      table={{
        gridId: `pickup-driver-${kind}`,
        columns: PICKUP_COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => String(r.id),
        loading: list.isFetching,
        selection: 'single',
        onSelectionChange: (rows) => setSelected(rows[0] ?? null),
        onRowOpen: (r) =>
          kind === 'junk'
            ? navigate(
                `/Company/PickUp/Point/DriverPickUpPoint/all?customer=${encodeURIComponent(r.customerCode)}`,
              )
            : navigate(pickupPath(r)),
        emptyText: '배정된 회수가 없습니다.',
        toolbar: (
          <Button
            size="small"
            type="primary"
            icon={<CheckOutlined />}
            disabled={selected?.status !== 'assigned'}
            onClick={() => selected && void actions.picked(selected)}
          >
            회수 완료
          </Button>
        ),
      }}
      paging={{
        page: params.page,
        size: params.size,
        total: list.data?.total ?? 0,
        onChange: (page, size) => setParams({ page, size }),
      }}
    />
  );
};

/** PickUp/DriverPickUpRtn: the driver's return pickups. */
export const DriverPickUpRtnPage = () => <DriverPickups kind="return" />;
/** PickUp/DriverPickUpJunk: the driver's used-part pickups. */
export const DriverPickUpJunkPage = () => <DriverPickups kind="junk" />;
