import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useUrlParams } from '../../components/list-page/url-params';
import { PageHead } from '../../components/page-head/page-head';
import { CAR_PATHS } from '../barcode/barcode-paths';
import { useFitments, useSuggestions } from './car.api';
import { FitmentTable, SuggestionTable } from './fitment-table';
import { vinFromScan } from './vin-makers';
import '../barcode/barcode.css';
import { SearchButton } from '../../components/list-page/search-button';

const DEFAULTS = { vin: '', model: '', page: 1 };

/**
 * Part/App/vin/vinPartList: parts fitted to a VIN or a model, entered by hand (VinPartRegister)
 * or learnt from orders, and the parts suggested for that car (its VIN, its VIN model line, its
 * model, best first).
 */
export const VinPartListPage = () => {
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [vin, setVin] = useState(params.vin);
  const [model, setModel] = useState(params.model);
  useEffect(() => {
    setVin(params.vin);
    setModel(params.model);
  }, [params.vin, params.model]);
  const filter = { vin: params.vin || undefined, model: params.model || undefined };
  const list = useFitments(filter, params.page);
  const suggest = useSuggestions(params.vin || null, params.model || null);
  const search = () => setParams({ vin: vinFromScan(vin), model: model.trim(), page: 1 });
  return (
    <div className="erp-page">
      <PageHead
        title="차대번호별 품목"
        description="어떤 차에 어떤 품목이 맞는지의 기록입니다. 주문 화면은 이 기록으로 품목을 추천하고, 기록 없는 품목은 경고합니다."
        actions={
          <Link to={CAR_PATHS.vinPartRegister(params.vin || null, null, null)}>
            <Button type="primary" icon={<PlusOutlined />}>
              적용 품목 등록
            </Button>
          </Link>
        }
      />
      <Card size="small" className="erp-filter-card">
        <Space wrap>
          <Input
            aria-label="차대번호"
            className="erp-mono"
            placeholder="차대번호"
            value={vin}
            onChange={(e) => setVin(e.target.value)}
            onPressEnter={search}
            style={{ width: 240 }}
          />
          <Input
            aria-label="모델"
            placeholder="모델 (앞부분)"
            value={model}
            onChange={(e) => setModel(e.target.value)}
            onPressEnter={search}
            style={{ width: 200 }}
          />
          <SearchButton onClick={search} />
        </Space>
      </Card>
      {(params.vin || params.model) && (
        <Card size="small" title="이 차량에 맞는 품목 (추천)" style={{ marginTop: 12 }}>
          <SuggestionTable data={suggest.data} loading={suggest.isFetching} />
        </Card>
      )}
      <Card
        size="small"
        title={`적용 기록 (${list.data?.total ?? 0}${list.data?.totalCapped ? '건 이상' : '건'})`}
        style={{ marginTop: 12 }}
      >
        <FitmentTable
          rows={list.data?.rows ?? []}
          loading={list.isFetching}
          pagination={{
            current: params.page,
            pageSize: 50,
            total: list.data?.total ?? 0,
            onChange: (page) => setParams({ page }),
          }}
        />
      </Card>
    </div>
  );
};
