import { CameraOutlined } from '@ant-design/icons';
import {
  isUploadImage,
  RESV_IMAGE_LIST_SPEC,
  type ResvImage,
  type ResvOrder,
  resvImageApi,
  urlOf,
  withParticle,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Image, Space, Spin, Typography } from 'antd';
import { useRef, useState } from 'react';
import { uploadApi, useApiQuery } from '../../app/contract-client';
import type { DataColumn } from '../../components/data-table/data-table.types';
import type { QuickField } from '../../components/list-page/filter-draft';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { toast } from '../../shell/toast/toast';

const fileUrl = (id: number) => urlOf(resvImageApi.file, { params: { id } });
const day = (ymd: string | null) => (ymd ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}` : '');
const time = (hhmm: string | null) => (hhmm ? `${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}` : '');
const orderLabel = (o: ResvOrder) =>
  `${day(o.reservationDate)} ${time(o.reservationTime)} · ${o.customerName}${o.carNumber ? ` ${o.carNumber}` : ''} (${o.code}) · 사진 ${o.imageCount}`;

/** OrderResvImgMobile: pick a reservation order and take its photos with the phone's camera. */
export const OrderResvImgMobilePage = () => {
  const client = useQueryClient();
  const orders = useApiQuery(resvImageApi.orders, {});
  const [code, setCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const send = async (files: FileList | null) => {
    if (!code || !files) return;
    setBusy(true);
    try {
      for (const file of Array.from(files)) {
        if (!isUploadImage(file.name)) {
          toast.error(
            `파일: ${withParticle(file.name, '은/는')} 올릴 수 없습니다 (jpg, jpeg, png, tif, gif).`,
          );
          continue;
        }
        await uploadApi(resvImageApi.upload, { params: { code } }, file, file.name);
        toast.success(`${withParticle(file.name, '을/를')} 올렸습니다.`);
      }
    } catch {
      // The error dialog has said why (content not an image, not a reservation…).
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
      await client.invalidateQueries({ queryKey: ['order'] });
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%', padding: 12 }}>
      {orders.isPending && <Spin />}
      {orders.data?.length === 0 && <Empty description="지난 7일부터의 예약 주문이 없습니다." />}
      <Space orientation="vertical" style={{ width: '100%' }} role="list" aria-label="예약 주문">
        {(orders.data ?? []).map((o) => (
          <Button
            key={o.code}
            role="listitem"
            block
            size="large"
            type={o.code === code ? 'primary' : 'default'}
            style={{ height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
            onClick={() => setCode(o.code)}
          >
            {orderLabel(o)}
          </Button>
        ))}
      </Space>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        hidden
        aria-label="사진 파일"
        onChange={(e) => void send(e.target.files)}
      />
      <Button
        type="primary"
        size="large"
        block
        icon={<CameraOutlined />}
        disabled={!code}
        loading={busy}
        onClick={() => input.current?.click()}
      >
        사진 찍기·고르기
      </Button>
      <Alert
        type="info"
        showIcon
        title="서버가 파일 내용을 확인하고 이미지(JPEG, PNG, GIF, TIFF)만 받습니다. 10MB까지."
      />
      {code && <OrderPhotos code={code} />}
    </Space>
  );
};

const OrderPhotos = ({ code }: { code: string }) => {
  const photos = useApiQuery(resvImageApi.list, {
    body: { page: 1, size: 50, filters: [{ field: 'orderCode', op: 'eq', value: code }] },
  });
  const rows = photos.data?.rows ?? [];
  return (
    <Card size="small" title={`${code} 사진 ${rows.length}장`}>
      {rows.length === 0 ? (
        <Empty description="아직 사진이 없습니다." />
      ) : (
        <Image.PreviewGroup>
          <Space wrap>
            {rows.map((r) => (
              <Image
                key={r.id}
                width={96}
                height={96}
                style={{ objectFit: 'cover' }}
                src={fileUrl(r.id)}
                alt={r.fileName}
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </Card>
  );
};

const QUICK: readonly QuickField[] = [
  { field: 'createdAt', op: 'between' },
  { field: 'reservationDate', op: 'between' },
];
const COLUMNS: DataColumn<ResvImage>[] = [
  { colId: 'orderCode', field: 'orderCode', headerName: '주문 번호', width: 150 },
  {
    colId: 'reservationDate',
    field: 'reservationDate',
    headerName: '예약일',
    width: 100,
    valueFormatter: ({ value }) => day(value as string | null),
  },
  {
    colId: 'reservationTime',
    field: 'reservationTime',
    headerName: '시간',
    width: 70,
    valueFormatter: ({ value }) => time(value as string | null),
  },
  { colId: 'customerName', field: 'customerName', headerName: '거래처명', width: 160 },
  { colId: 'fileName', field: 'fileName', headerName: '파일', width: 200 },
  {
    colId: 'createdAt',
    field: 'createdAt',
    headerName: '올린 시각',
    width: 160,
    valueFormatter: ({ value }) => new Date(String(value)).toLocaleString('ko-KR'),
  },
  { colId: 'createdByName', field: 'createdByName', headerName: '올린 사람', width: 90 },
];

/** The page's photos as thumbnails (a click shows the photo large), captioned with order and customer. */
const Thumbnails = ({ rows }: { rows: readonly ResvImage[] }) =>
  rows.length === 0 ? null : (
    <Card size="small" title="사진" style={{ marginTop: 12 }}>
      <Image.PreviewGroup>
        <Space wrap align="start">
          {rows.map((r) => (
            <Space key={r.id} orientation="vertical" size={2} style={{ width: 120 }}>
              <Image
                width={120}
                height={90}
                style={{ objectFit: 'cover' }}
                src={fileUrl(r.id)}
                alt={r.fileName}
              />
              <Typography.Text style={{ fontSize: 12 }}>{r.orderCode}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {r.customerName}
              </Typography.Text>
            </Space>
          ))}
        </Space>
      </Image.PreviewGroup>
    </Card>
  );

/** OrderResvImgList: every reservation photo with its thumbnail, by day, reservation day, customer. */
export const OrderResvImgListPage = () => {
  const { query, filterBar, sortBy, goTo, page } = useListQuery(resvImageApi.list, RESV_IMAGE_LIST_SPEC);
  return (
    <>
      <ListPage<ResvImage>
        title="예약 사진 목록"
        description="예약 주문에 붙인 사진. 사진을 누르면 크게 봅니다."
        filterBar={<SpecFilterBar {...filterBar} quickFields={QUICK} />}
        table={{
          gridId: 'resv-image-list',
          columns: COLUMNS,
          ...pagedRows(page, query, sortBy),
          rowId: (r) => String(r.id),
          emptyText: '조건에 맞는 사진이 없습니다.',
        }}
        paging={pagedPaging(page, query, goTo)}
      />
      <Thumbnails rows={page.data?.rows ?? []} />
    </>
  );
};
