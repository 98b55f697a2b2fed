import { particleFor } from '@erp/domain';
import { Alert } from 'antd';

/** A screen opened with an address it cannot use: what is wrong and where to open it from. */
export const AddressWarning = ({ title, description }: { title: string; description: string }) => (
  <div className="erp-page">
    <Alert type="warning" showIcon title={title} description={description} />
  </div>
);

/** The warning's title for a value in the address that is not a code of the kind ('품목 코드'). */
export const notACodeTitle = (raw: string, kind: string) =>
  `'${raw}'${particleFor(raw, '은/는')} ${kind}가 아닙니다.`;
