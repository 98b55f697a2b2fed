import { GlobalOutlined, SaveOutlined, ToolOutlined } from '@ant-design/icons';
import { type Car, isVehicleNumber, normalizeVin, type VinLookup, withParticle } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, InputNumber, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { CAR_PATHS, presentParam } from '../barcode/barcode-paths';
import { CustomerPicker } from '../customer/customer-picker';
import { carKeys, saveCarInfo, useCarList, useVinLookup } from './car.api';
import { LocalVinCard, RemoteVinCard } from './vin-lookup-view';
import { likelyModelYear, makerOfVin, vinFromScan } from './vin-makers';
import '../barcode/barcode.css';
import { SearchButton } from '../../components/list-page/search-button';

type CarForm = {
  carNo: string;
  maker: string;
  model: string;
  modelYear: number | null;
  engine: string;
  customerCode: string | null;
  memo: string;
};

/** The form starts from the stored car, else from what the service and the VIN itself say. */
const formOf = (lookup: VinLookup): CarForm => {
  const car = lookup.car;
  const years = lookup.local.modelYears;
  return {
    carNo: car?.carNo ?? '',
    maker: car?.maker ?? lookup.remote.maker ?? makerOfVin(lookup.vin) ?? '',
    model: car?.model ?? lookup.remote.model ?? '',
    modelYear: car?.modelYear ?? lookup.remote.modelYear ?? likelyModelYear(years, new Date().getFullYear()),
    engine: car?.engine ?? lookup.remote.engine ?? '',
    customerCode: car?.customerCode ?? null,
    memo: car?.memo ?? '',
  };
};

type TextField = 'carNo' | 'maker' | 'model' | 'engine';

const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());

const CarEditor = ({ lookup }: { lookup: VinLookup }) => {
  const [form, setForm] = useState<CarForm>(() => formOf(lookup));
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  useEffect(() => setForm(formOf(lookup)), [lookup]);
  const set = <K extends keyof CarForm>(key: K, value: CarForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  // The text fields read their name inside the box (prefix) and to a screen reader alike.
  const textInput = (key: TextField, label: string, width: number, problem = false) => (
    <Input
      aria-label={label}
      prefix={label}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      status={problem ? 'error' : undefined}
      style={{ width }}
    />
  );
  const carNoProblem =
    form.carNo.trim() !== '' && !isVehicleNumber(form.carNo.trim())
      ? '차량번호: 예) 12가3456, 서울12가3456 형식이어야 합니다.'
      : null;
  const save = async () => {
    setBusy(true);
    try {
      const car: Car = await saveCarInfo({
        vin: lookup.vin,
        carNo: blankToNull(form.carNo),
        maker: blankToNull(form.maker),
        model: blankToNull(form.model),
        modelYear: form.modelYear,
        engine: blankToNull(form.engine),
        customerCode: form.customerCode,
        memo: blankToNull(form.memo),
      });
      toast.success(`차량 ${withParticle(car.carNo ?? car.vin ?? '', '을/를')} 저장했습니다.`);
      await queryClient.invalidateQueries({ queryKey: carKeys.all });
    } catch {
      // The error dialog names the field.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      size="small"
      title={lookup.car ? '저장된 차량 정보' : '차량 정보 저장 (새 차량)'}
      data-testid="car-editor"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          {textInput('carNo', '차량번호', 240, carNoProblem !== null)}
          {textInput('maker', '제조사', 260)}
          {textInput('model', '모델', 260)}
        </Space>
        <Space wrap>
          <InputNumber<number>
            aria-label="연식"
            prefix="연식"
            min={1950}
            max={2100}
            precision={0}
            value={form.modelYear}
            onChange={(v) => set('modelYear', v)}
            style={{ width: 150 }}
          />
          {textInput('engine', '엔진', 300)}
          <CustomerPicker
            value={form.customerCode}
            onChange={(code) => set('customerCode', code ?? null)}
            placeholder="거래처 (선택)"
            style={{ width: 260 }}
          />
        </Space>
        <Input.TextArea
          aria-label="메모"
          placeholder="메모"
          rows={2}
          value={form.memo}
          maxLength={1000}
          onChange={(e) => set('memo', e.target.value)}
        />
        {carNoProblem && <Alert type="error" showIcon title={carNoProblem} />}
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={busy}
          disabled={carNoProblem !== null}
          onClick={() => void save()}
        >
          저장
        </Button>
      </Space>
    </Card>
  );
};

/** Recently saved cars; a plate or the start of a VIN finds one. */
const CarList = () => {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useCarList(keyword, page);
  const navigate = useNavigate();
  return (
    <Card size="small" title="저장된 차량" style={{ marginTop: 12 }}>
      <Input.Search
        aria-label="차량 찾기"
        placeholder="차량번호 일부 또는 차대번호 앞자리"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onSearch={(v) => {
          setKeyword(v.trim());
          setPage(1);
        }}
        style={{ maxWidth: 360, marginBottom: 8 }}
      />
      <Table<Car>
        size="small"
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        pagination={{
          current: page,
          pageSize: 10,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        onRow={(car) => ({ onDoubleClick: () => car.vin && navigate(CAR_PATHS.dataInfoOf(car.vin)) })}
        locale={{ emptyText: '저장된 차량이 없습니다.' }}
        columns={[
          { title: '차량번호', dataIndex: 'carNo', render: (v: string | null) => v ?? '-' },
          {
            title: '차대번호',
            dataIndex: 'vin',
            render: (v: string | null) =>
              v ? (
                <Link to={CAR_PATHS.dataInfoOf(v)} className="erp-mono">
                  {v}
                </Link>
              ) : (
                '-'
              ),
          },
          { title: '제조사', dataIndex: 'maker', render: (v: string | null) => v ?? '' },
          { title: '모델', dataIndex: 'model', render: (v: string | null) => v ?? '' },
          { title: '연식', dataIndex: 'modelYear', width: 70, render: (v: number | null) => v ?? '' },
          { title: '거래처', dataIndex: 'customerName', render: (v: string | null) => v ?? '' },
        ]}
      />
    </Card>
  );
};

/**
 * CarInfo/CarDataInfo[/:vin]: a car by its VIN. The VIN is read locally (maker, model year,
 * check digit); the decoding service adds model and engine when configured (the page says when it
 * is not); the car is saved with plate, model and customer.
 */
export const CarDataInfoPage = () => {
  const params = useParams();
  const fromUrl = presentParam(params.vin);
  const [typed, setTyped] = useState(fromUrl ?? '');
  const [vin, setVin] = useState<string | null>(fromUrl ? normalizeVin(fromUrl) : null);
  const lookup = useVinLookup(vin);
  const submit = () => {
    const value = vinFromScan(typed);
    if (!value) return;
    setTyped(value);
    setVin(value);
  };
  return (
    <div className="erp-page">
      {!params.vin && (
        <PageHead
          title="차량 정보"
          description="차대번호를 넣으면 제조사·연식을 읽고, 차량번호·모델·거래처와 함께 저장합니다."
        />
      )}
      <Card size="small">
        <Space.Compact style={{ width: '100%', maxWidth: 520 }}>
          <Input
            size="large"
            aria-label="차대번호"
            className="erp-mono"
            placeholder="차대번호 17자리 (입력 또는 스캔 후 Enter)"
            value={typed}
            autoFocus
            onChange={(e) => setTyped(e.target.value)}
            onPressEnter={submit}
          />
          <SearchButton size="large" onClick={submit} />
        </Space.Compact>
      </Card>
      {lookup.error && (
        <Alert type="error" showIcon title={messageOf(lookup.error)} style={{ marginTop: 12 }} />
      )}
      {lookup.data && (
        <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }}>
          <LocalVinCard lookup={lookup.data} />
          <RemoteVinCard lookup={lookup.data} />
          {lookup.data.local.valid && (
            <>
              <Space wrap>
                <Link to={CAR_PATHS.usa(lookup.data.vin)}>
                  <Button icon={<GlobalOutlined />}>조회 서비스 상세</Button>
                </Link>
                <Link to={`${CAR_PATHS.vinPartList}?vin=${lookup.data.vin}`}>
                  <Button icon={<ToolOutlined />}>이 차량에 맞는 품목</Button>
                </Link>
                <Link
                  to={CAR_PATHS.vinPartRegister(lookup.data.vin, lookup.data.car?.customerCode ?? null, null)}
                >
                  <Button>적용 품목 등록</Button>
                </Link>
              </Space>
              <CarEditor lookup={lookup.data} />
            </>
          )}
        </Space>
      )}
      {!params.vin && <CarList />}
    </div>
  );
};
