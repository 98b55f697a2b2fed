import { normalizeVin } from '@erp/domain';
import { Alert, Space, Spin } from 'antd';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { PageHead } from '../../components/page-head/page-head';
import { presentParam } from '../barcode/barcode-paths';
import { useVinLookup } from './car.api';
import { LocalVinCard, RemoteVinCard } from './vin-lookup-view';
import '../barcode/barcode.css';

/**
 * CarInfo/usaCarInfo/:vin: everything the VIN-decoding service (NHTSA vPIC's DecodeVinValues
 * shape) says of a car, each item under its Korean label from the vehicle-attribute table. When
 * no service is configured the page says so and shows what the VIN itself tells.
 */
export const UsaCarInfoPage = () => {
  const param = presentParam(useParams().vin);
  const vin = param ? normalizeVin(param) : null;
  const lookup = useVinLookup(vin);
  return (
    <div className="erp-page">
      <PageHead
        title="차대번호 조회 상세"
        description="조회 서비스가 돌려준 차량 정보를 한국어 항목명으로 보여 줍니다."
      />
      {!vin && (
        <Alert
          type="warning"
          showIcon
          title="주소에 차대번호가 없습니다. 차량 정보 화면에서 차대번호를 조회하세요."
        />
      )}
      {lookup.isFetching && <Spin />}
      {lookup.error && <Alert type="error" showIcon title={messageOf(lookup.error)} />}
      {lookup.data && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <RemoteVinCard lookup={lookup.data} full />
          <LocalVinCard lookup={lookup.data} />
        </Space>
      )}
    </div>
  );
};
