import { SearchOutlined } from '@ant-design/icons';
import { type AddressHit, type AddressSearchResult, addressApi } from '@erp/domain';
import { Alert, Button, Empty, Form, Input, type InputRef, Modal, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { messageOf } from '../../app/api-error';
import { callApi } from '../../app/contract-client';

type Props = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** The form field the chosen road address goes into (the postcode box fills itself). */
  addressField?: string;
  /** Where the cursor goes after a choice: the detail box (동·호수). */
  detailField?: string;
};

const searchAddress = (keyword: string): Promise<AddressSearchResult> =>
  callApi(addressApi.search, { query: { keyword } }, { selfHandled: true });

/** '서울특별시 중구 세종대로 110 (태평로1가)' and the building, as the address box keeps it. */
const addressOf = (hit: AddressHit) =>
  hit.buildingName && !hit.roadAddress.includes(hit.buildingName)
    ? `${hit.roadAddress} ${hit.buildingName}`
    : hit.roadAddress;

/**
 * The postcode box with 우편번호 찾기: the server asks the Korean address service (its key stays on
 * the server) and a choice fills the postcode and the road address, then the cursor waits in the
 * detail box. Without the service configured the window says so, and both are typed by hand.
 */
export const PostcodeInput = ({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  addressField = 'address',
  detailField = 'addressDetail',
}: Props) => {
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AddressSearchResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const searchBox = useRef<InputRef>(null);
  const chosen = useRef(false);

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await searchAddress(keyword.trim()));
    } catch (e) {
      setResult(null);
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const pick = (hit: AddressHit) => {
    onChange?.(hit.postcode);
    form.setFieldValue(addressField, addressOf(hit));
    void form.validateFields([addressField]).catch(() => undefined);
    chosen.current = true;
    setOpen(false);
  };

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value ?? ''}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          placeholder="5자리"
          disabled={disabled}
          onChange={(event) => onChange?.(event.target.value.replace(/\D/g, ''))}
          onBlur={onBlur}
        />
        <Button
          icon={<SearchOutlined />}
          disabled={disabled}
          tabIndex={-1}
          onClick={() => {
            setOpen(true);
            setTimeout(() => searchBox.current?.focus(), 50);
          }}
        >
          우편번호 찾기
        </Button>
      </Space.Compact>
      <Modal
        open={open}
        title="우편번호 찾기"
        footer={<Button onClick={() => setOpen(false)}>닫기</Button>}
        onCancel={() => setOpen(false)}
        // The building's number is known after a choice; the floor and room are what is left to
        // type, so the cursor goes to the detail box rather than back to the button.
        focusable={{ focusTriggerAfterClose: false }}
        afterClose={() => {
          if (chosen.current) document.getElementById(detailField)?.focus();
          chosen.current = false;
        }}
        destroyOnHidden
        width={640}
      >
        <Input.Search
          ref={searchBox}
          aria-label="주소 검색어"
          placeholder="도로명·건물명·지번 (예: 세종대로 110)"
          enterButton="찾기"
          value={keyword}
          loading={busy}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={() => void run()}
        />
        {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
        {result && !result.ok && (
          <Alert
            type={result.configured ? 'error' : 'info'}
            showIcon
            title={result.message}
            style={{ marginTop: 12 }}
            data-testid="address-search-note"
          />
        )}
        {result?.ok &&
          (result.hits.length === 0 ? (
            <Empty description="맞는 주소가 없습니다. 도로명과 건물 번호로 찾아 보세요." />
          ) : (
            <div style={{ marginTop: 12 }}>
              <Typography.Text type="secondary">
                {result.total.toLocaleString('ko-KR')}건
                {result.total > result.hits.length
                  ? ` 중 ${result.hits.length}건: 더 자세히 입력하세요.`
                  : ''}
              </Typography.Text>
              <ul
                className="erp-address-hits"
                style={{ maxHeight: 360, overflow: 'auto', listStyle: 'none', margin: '8px 0 0', padding: 0 }}
              >
                {result.hits.map((hit) => (
                  <li
                    key={`${hit.postcode} ${hit.roadAddress}`}
                    style={{ padding: '6px 0', borderTop: '1px solid #f0f0f0' }}
                  >
                    <button type="button" className="erp-address-hit" onClick={() => pick(hit)}>
                      <strong className="erp-mono">{hit.postcode}</strong> {addressOf(hit)}
                      {hit.jibunAddress && (
                        <Typography.Text type="secondary" style={{ display: 'block' }}>
                          지번 {hit.jibunAddress}
                        </Typography.Text>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </Modal>
    </>
  );
};
