import { type BatteryDateParse, batteryDateCode, type PartListRow, toYmd } from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Descriptions, InputNumber, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { messageOf } from '../../app/api-error';
import { PageHead } from '../../components/page-head/page-head';
import { dateLabel, type LabelOptions, parseDateCode } from './barcode.api';
import { batteryAgeText, dateLabelSheet, formatYmdDots } from './battery-date';
import { LabelRun } from './label-run';
import { PartFinder } from './part-finder';
import { ScanInput } from './scan-input';
import './barcode.css';

const DATE_OPTIONS: LabelOptions = { fields: ['name'], layout: '50x30', symbol: 'code128' };

/** Reads a battery's date code (scanned or typed) and says how old it is. */
const DateReader = ({ mobile }: { mobile: boolean }) => {
  const [read, setRead] = useState<BatteryDateParse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onScan = async (value: string) => {
    setError(null);
    try {
      setRead(await parseDateCode(value));
    } catch (e) {
      setRead(null);
      setError(messageOf(e));
    }
  };
  return (
    <Card size="small" title="제조일 바코드 읽기">
      <ScanInput
        label="제조일 바코드"
        placeholder="211126 또는 21-11-26"
        onScan={(v) => void onScan(v)}
        camera={mobile}
      />
      {error && <Alert type="warning" showIcon title={error} style={{ marginTop: 8 }} />}
      {read && (
        <Descriptions size="small" column={1} style={{ marginTop: 8 }} data-testid="date-read">
          <Descriptions.Item label="제조일">{formatYmdDots(read.ymd)}</Descriptions.Item>
          <Descriptions.Item label="경과">{batteryAgeText(read.ageMonths)}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
};

/**
 * BarcodeDatePrintPc / BarcodeDatePrintMobile: labels with a battery's manufacture date in
 * 일-월-년 order (KS C 8504: made 2026-11-21 → 21-11-26, bars 211126), so a scan gives its age.
 */
const BatteryDatePrint = ({ mobile }: { mobile: boolean }) => {
  const [made, setMade] = useState<Dayjs | null>(dayjs());
  const [copies, setCopies] = useState<number | null>(1);
  const [part, setPart] = useState<PartListRow | null>(null);
  const [options, setOptions] = useState(DATE_OPTIONS);
  const ymd = made ? made.format('YYYYMMDD') : null;
  const code = ymd ? batteryDateCode(ymd) : null;
  const label = useQuery({
    queryKey: ['barcode', 'date-label', ymd, copies, part?.code],
    queryFn: () =>
      dateLabel({ manufacturedOn: ymd ?? '', copies: copies ?? 1, partCode: part?.code ?? null }),
    enabled: code !== null && copies !== null && copies > 0,
    placeholderData: keepPreviousData,
  });
  const sheet =
    label.data && code
      ? dateLabelSheet(code, label.data.imageUrl, label.data.copies, options.layout, label.data.part)
      : undefined;
  const source = (
    <>
      <Card size="small" title="제조일 라벨">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <DatePicker
              aria-label="제조일"
              value={made}
              onChange={setMade}
              allowClear={false}
              disabledDate={(d) => d.year() < 2000 || d.format('YYYYMMDD') > toYmd(new Date())}
            />
            <Space.Compact>
              <Button disabled>매수</Button>
              <InputNumber<number>
                aria-label="매수"
                min={1}
                max={500}
                precision={0}
                value={copies}
                onChange={setCopies}
                style={{ width: 90 }}
              />
            </Space.Compact>
          </Space>
          {code && (
            <div>
              <Typography.Text type="secondary">배터리에 찍히는 순서 (일-월-년)</Typography.Text>
              <div className="erp-barcode-date-code" data-testid="date-code">
                {code.text}
              </div>
            </div>
          )}
          <PartFinder label="배터리 품목 (선택)" onPick={setPart} camera={mobile} />
          {part && (
            <Space>
              <Typography.Text>
                {part.partNo} {part.name}
              </Typography.Text>
              <Button size="small" onClick={() => setPart(null)}>
                빼기
              </Button>
            </Space>
          )}
        </Space>
      </Card>
      <DateReader mobile={mobile} />
    </>
  );
  return (
    <div className={`erp-page${mobile ? ' erp-barcode-mobile' : ''}`}>
      {!mobile && (
        <PageHead
          title="배터리 제조일 라벨"
          description="제조일을 일-월-년 순서(KS C 8504)로 바코드에 담아 인쇄하고, 읽어서 경과 개월 수를 봅니다."
        />
      )}
      <LabelRun
        options={options}
        onOptionsChange={(o) => setOptions({ ...o, symbol: 'code128', fields: ['name'] })}
        sheet={sheet}
        loading={label.isFetching}
        error={label.error ? messageOf(label.error) : null}
        source={source}
        showFields={false}
        showSymbol={false}
        emptyText="제조일을 고르세요."
      />
    </div>
  );
};

export const BarcodeDatePrintPcPage = () => <BatteryDatePrint mobile={false} />;
export const BarcodeDatePrintMobilePage = () => <BatteryDatePrint mobile />;
