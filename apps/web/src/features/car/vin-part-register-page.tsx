import { SaveOutlined } from '@ant-design/icons';
import type { PartListRow } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Input, List, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PageHead } from '../../components/page-head/page-head';
import { RowDeleteButton } from '../../components/row-delete';
import { toast } from '../../shell/toast/toast';
import { presentParam } from '../barcode/barcode-paths';
import { PartFinder } from '../barcode/part-finder';
import { CustomerPicker } from '../customer/customer-picker';
import { addFitments, carKeys, looksLikeVin, useFitments, useSuggestions, useVinLookup } from './car.api';
import { FitmentTable, SuggestionTable } from './fitment-table';
import { makerOfVin, vinFromScan } from './vin-makers';
import '../barcode/barcode.css';

type Picked = Pick<PartListRow, 'code' | 'partNo' | 'name'>;

/**
 * /Company/VinPartRegister/:vin/:custcode/:memocode: records which parts fit a car, from the
 * phone memo that named it ('-' where a segment is absent). The order screen suggests these
 * parts for the same car, its VIN model line and its model.
 */
export const VinPartRegisterPage = () => {
  const params = useParams();
  const vinParam = presentParam(params.vin);
  const [vinText, setVinText] = useState(vinParam ?? '');
  const scannedVin = vinFromScan(vinText);
  const vin = looksLikeVin(scannedVin) ? scannedVin : null;
  const memoCode = presentParam(params.memocode);
  const [customerCode, setCustomerCode] = useState<string | null>(presentParam(params.custcode));
  const [model, setModel] = useState('');
  const [note, setNote] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [busy, setBusy] = useState(false);
  const lookup = useVinLookup(vin);
  const queryClient = useQueryClient();
  useEffect(() => {
    const known = lookup.data?.car?.model ?? lookup.data?.remote.model;
    if (known) setModel((m) => m || known);
  }, [lookup.data]);
  const modelKey = model.trim() || null;
  const records = useFitments(
    { vin: vin ?? undefined, model: vin ? undefined : (modelKey ?? undefined) },
    1,
    20,
  );
  const suggest = useSuggestions(vin, modelKey);
  const add = (part: Picked) =>
    setPicked((list) => (list.some((p) => p.code === part.code) ? list : [...list, part]));

  const save = async () => {
    setBusy(true);
    try {
      const result = await addFitments({
        vin,
        model: modelKey,
        maker: lookup.data?.car?.maker ?? lookup.data?.remote.maker ?? (vin ? makerOfVin(vin) : null),
        modelYear: lookup.data?.car?.modelYear ?? lookup.data?.remote.modelYear ?? null,
        partCodes: picked.map((p) => p.code),
        customerCode,
        memoCode,
        note: note.trim() || null,
      });
      toast.success(result.added > 0 ? `${result.added}개 품목을 등록했습니다.` : '이미 등록된 품목입니다.');
      setPicked([]);
      setNote('');
      await queryClient.invalidateQueries({ queryKey: carKeys.all });
    } catch {
      // The error dialog names the field.
    } finally {
      setBusy(false);
    }
  };
  const canSave = picked.length > 0 && (vin !== null || modelKey !== null);

  return (
    <div className="erp-page">
      <PageHead
        title="차량 적용 품목 등록"
        description="이 차에 맞는 품목을 기록합니다. 같은 차·같은 모델의 주문에서 추천되고, 기록 없는 품목은 주문 때 경고됩니다."
      />
      <div className="erp-barcode-run">
        <div>
          <Card size="small" title="차량">
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Input
                aria-label="차대번호"
                className="erp-mono"
                placeholder="차대번호 17자리"
                value={vinText}
                onChange={(e) => setVinText(e.target.value)}
                status={vinText.trim() && !vin ? 'warning' : undefined}
              />
              {vinText.trim() !== '' && !vin && (
                <Typography.Text type="warning">
                  차대번호는 I·O·Q를 뺀 영문·숫자 17자리입니다.
                </Typography.Text>
              )}
              <Input
                aria-label="모델"
                placeholder="모델 (차대번호가 없으면 필수)"
                value={model}
                onChange={(e) => setModel(e.target.value)}
              />
              <CustomerPicker
                value={customerCode}
                onChange={(code) => setCustomerCode(code ?? null)}
                placeholder="거래처 (선택)"
                style={{ width: '100%' }}
              />
              <Descriptions size="small" column={1}>
                {vin && (
                  <Descriptions.Item label="제조사">
                    {lookup.data?.car?.maker ?? makerOfVin(vin) ?? '-'}
                  </Descriptions.Item>
                )}
                <Descriptions.Item label="메모 번호">{memoCode ?? '없음'}</Descriptions.Item>
              </Descriptions>
            </Space>
          </Card>
          <Card size="small" title="맞는 품목 고르기">
            <PartFinder onPick={add} label="품목 찾기" autoFocus />
            <List
              size="small"
              style={{ marginTop: 8 }}
              dataSource={picked}
              locale={{ emptyText: '찾은 품목을 여기에 모아 한 번에 등록합니다.' }}
              renderItem={(p) => (
                <List.Item
                  actions={[
                    <RowDeleteButton
                      key="remove"
                      label={`${p.partNo} 빼기`}
                      onClick={() => setPicked((l) => l.filter((x) => x.code !== p.code))}
                    />,
                  ]}
                >
                  <span className="erp-mono">{p.partNo}</span>&nbsp;{p.name}
                </List.Item>
              )}
            />
            <Input
              aria-label="비고"
              placeholder="비고 (선택)"
              value={note}
              maxLength={500}
              onChange={(e) => setNote(e.target.value)}
              style={{ marginTop: 8 }}
            />
            {!vin && !modelKey && picked.length > 0 && (
              <Alert
                type="warning"
                showIcon
                title="차대번호나 모델 중 하나는 있어야 합니다."
                style={{ marginTop: 8 }}
              />
            )}
            <Button
              type="primary"
              icon={<SaveOutlined />}
              style={{ marginTop: 8 }}
              disabled={!canSave}
              loading={busy}
              onClick={() => void save()}
            >
              {picked.length}개 품목 등록
            </Button>
          </Card>
        </div>
        <div>
          <Card size="small" title="추천 품목 (같은 차량·계열·모델의 기록)">
            <SuggestionTable
              data={vin || modelKey ? suggest.data : undefined}
              loading={suggest.isFetching}
              action={(partCode) => {
                const s = suggest.data?.suggestions.find((x) => x.partCode === partCode);
                return s ? (
                  <Button
                    size="small"
                    onClick={() => add({ code: s.partCode, partNo: s.partNo, name: s.name })}
                  >
                    담기
                  </Button>
                ) : null;
              }}
            />
          </Card>
          <Card size="small" title="이 차량의 적용 기록" style={{ marginTop: 12 }}>
            <FitmentTable
              compact
              rows={vin || modelKey ? (records.data?.rows ?? []) : []}
              loading={records.isFetching}
            />
          </Card>
        </div>
      </div>
    </div>
  );
};
