import { DeleteOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import {
  type CategoryPrice,
  categoryPriceInputSchema,
  discountedPrice,
  formatDiscountBp,
  PART_KIND_LEVEL_LABELS,
  type PartKindLevel,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Input, Select, Spin } from 'antd';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { messageOf } from '../../app/api-error';
import { formatKstDateTime, formatWon } from '../../components/data-table/cell-format';
import { issueMessage } from '../../components/form-page/zod-form';
import { useUrlParams } from '../../components/list-page/url-params';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { CustomerPicker } from '../customer/customer-picker';
import {
  categoryPriceKeys,
  removeCategoryPrice,
  saveCategoryPrice,
  useCategoryPrices,
  usePartKinds,
} from './customer-category-price.api';
import { bpToPercentText, percentToBp } from './discount-percent';
import '../../components/list-page/list-page.css';
import '../sales-order/sales-order.css';
import './customer-category-price.css';

/** The sale price of the example line: a round number the clerk can check in the head. */
const EXAMPLE_PRICE = 10_000;

type Field = 'customerCode' | 'kindCode' | 'discountBp' | 'memo';
type Errors = Partial<Record<Field, string>>;
type Draft = { kindCode: string | undefined; percent: string; memo: string };

const EMPTY_DRAFT: Draft = { kindCode: undefined, percent: '', memo: '' };

const IDS = { customer: 'ccp-customer', kind: 'ccp-kind', percent: 'ccp-percent', memo: 'ccp-memo' };

/** The latest focus request; an older one still waiting gives way, so two never fight. */
let focusRequest = 0;

/**
 * Moves the focus once the target exists and keeps it there: after a pick the select that was
 * left closes and re-renders (it would take the focus back), and the editor only mounts once the
 * chosen customer has reached the URL.
 */
const focusById = (id: string) => {
  focusRequest += 1;
  const request = focusRequest;
  let tries = 0;
  let held = 0;
  const step = () => {
    if (request !== focusRequest) return;
    const el = document.getElementById(id);
    if (el && document.activeElement === el) held += 1;
    else el?.focus();
    tries += 1;
    if (held < 2 && tries < 30) window.setTimeout(step, 30);
  };
  window.setTimeout(step, 0);
};

/** An open select dropdown takes Enter for itself (to pick the option). */
const isOpenSelect = (target: EventTarget) =>
  (target as HTMLElement).getAttribute('aria-expanded') === 'true';

const describeBp = (bp: number) =>
  bp > 0 ? `${formatDiscountBp(bp)} 할인` : bp < 0 ? `${formatDiscountBp(-bp)} 할증` : '할인 없음';

/** '판매가 10,000원 → 9,850원', or null while the typed percent is not a valid discount. */
const exampleOf = (bp: number): string | null =>
  Number.isSafeInteger(bp) && bp >= -10_000 && bp <= 10_000
    ? `판매가 ${formatWon(EXAMPLE_PRICE)}원 → ${formatWon(discountedPrice(EXAMPLE_PRICE, bp))}원`
    : null;

const levelLabel = (level: number) => PART_KIND_LEVEL_LABELS[level as PartKindLevel] ?? `${level}단계`;

/**
 * CustomerCategoryPrice (거래처 분류별 단가): a customer's discount per part kind. A discount on
 * a 대·중분류 covers the kinds under it unless a lower kind has its own row; order candidates and
 * agreed prices read it. Keyboard: 거래처 → Enter → 분류 → Enter → 할인율 → Enter → 비고 → Enter
 * saves (Ctrl+Enter saves from any box, Esc clears the editor).
 */
export const CustomerCategoryPricePage = () => {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useUrlParams({ customer: '' });
  const customerCode = params.customer;
  const prices = useCategoryPrices(customerCode);
  const kinds = usePartKinds();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const rows = useMemo(() => prices.data ?? [], [prices.data]);
  const existing = rows.find((r) => r.kindCode === draft.kindCode);

  const kindPaths = useMemo(() => new Map((kinds.data ?? []).map((k) => [k.code, k.path])), [kinds.data]);
  const kindOptions = useMemo(
    () =>
      (kinds.data ?? [])
        // A stopped kind is not offered for a new row; one that already has a row stays editable.
        .filter((k) => k.active || rows.some((r) => r.kindCode === k.code))
        .map((k) => ({
          value: k.code,
          label: `${k.code} ${k.path}`,
          title: `${levelLabel(k.level)} ${k.path}`,
        })),
    [kinds.data, rows],
  );

  const typedBp = percentToBp(draft.percent);
  const example = draft.percent.trim() === '' ? null : exampleOf(typedBp);

  const resetEditor = () => {
    setDraft(EMPTY_DRAFT);
    setErrors({});
  };

  const chooseCustomer = (code: string | undefined) => {
    setParams({ customer: code ?? '' });
    resetEditor();
    if (code) focusById(IDS.kind);
  };

  const chooseKind = (code: string | undefined) => {
    const row = rows.find((r) => r.kindCode === code);
    // A kind with a row already: its values come in, so Enter changes rather than overwrites blindly.
    setDraft((d) =>
      row
        ? { kindCode: code, percent: bpToPercentText(row.discountBp), memo: row.memo ?? '' }
        : { ...d, kindCode: code },
    );
    setErrors((e) => ({ ...e, kindCode: undefined }));
    if (code) focusById(IDS.percent);
  };

  const edit = (row: CategoryPrice) => {
    setDraft({ kindCode: row.kindCode, percent: bpToPercentText(row.discountBp), memo: row.memo ?? '' });
    setErrors({});
    focusById(IDS.percent);
  };

  const save = async () => {
    if (saving) return;
    const parsed = categoryPriceInputSchema.safeParse({
      customerCode,
      kindCode: draft.kindCode ?? '',
      discountBp: typedBp,
      memo: draft.memo.trim() === '' ? null : draft.memo,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '') as Field;
        next[name] ??= issueMessage(issue as Parameters<typeof issueMessage>[0]);
      }
      setErrors(next);
      const first = (['kindCode', 'discountBp', 'memo'] as const).find((f) => next[f]);
      focusById(first === 'kindCode' ? IDS.kind : first === 'memo' ? IDS.memo : IDS.percent);
      return;
    }
    setSaving(true);
    try {
      const list = await saveCategoryPrice(parsed.data);
      queryClient.setQueryData(categoryPriceKeys.list(customerCode), list);
      toast.success(
        `${kindPaths.get(parsed.data.kindCode) ?? parsed.data.kindCode}: ${describeBp(parsed.data.discountBp)}로 저장했습니다.`,
      );
      resetEditor();
      focusById(IDS.kind);
    } catch {
      // The shared error dialog has shown the server's message; the typed values stay to be fixed.
    } finally {
      setSaving(false);
    }
  };

  const remove = async (row: CategoryPrice) => {
    const name = kindPaths.get(row.kindCode) ?? row.kindName;
    const ok = await modal.confirm({
      title: `${name} 분류의 단가를 삭제할까요?`,
      content: `${describeBp(row.discountBp)}이 없어지고, 이 분류의 품목은 상위 분류의 할인이나 판매가를 따릅니다.`,
      okText: '삭제',
      okButtonProps: { danger: true },
      cancelText: '닫기',
    });
    if (!ok) return;
    try {
      await removeCategoryPrice(row.id);
      toast.success(`${name} 분류의 단가를 삭제했습니다.`);
      if (draft.kindCode === row.kindCode) resetEditor();
    } catch (error) {
      modal.error({ title: '삭제할 수 없습니다.', content: messageOf(error) });
    } finally {
      await queryClient.invalidateQueries({ queryKey: categoryPriceKeys.list(customerCode) });
    }
  };

  const run = useRef({ save, reset: resetEditor });
  run.current = { save, reset: resetEditor };
  const onEditorKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && !isOpenSelect(e.target)) {
      run.current.reset();
      focusById(IDS.kind);
      return;
    }
    if (e.key !== 'Enter' || e.nativeEvent.isComposing || isOpenSelect(e.target)) return;
    const id = (e.target as HTMLElement).id;
    e.preventDefault();
    if (e.ctrlKey || id === IDS.memo) void run.current.save();
    else if (id === IDS.kind) focusById(IDS.percent);
    else if (id === IDS.percent) focusById(IDS.memo);
  };

  return (
    <div className="erp-page erp-ccp-page">
      <PageHead
        title="거래처 분류별 단가"
        description="거래처가 품목 분류별로 받는 할인율. 상위 분류의 할인은 하위 분류에도 적용되고, 음수는 할증입니다."
      />
      <Card size="small" className="erp-filter-card">
        <div className="erp-filter-row">
          <span className="erp-filter-item" style={{ width: 380 }}>
            <span className="erp-filter-label">거래처</span>
            <CustomerPicker
              id={IDS.customer}
              autoFocus
              value={customerCode || null}
              onChange={chooseCustomer}
            />
          </span>
        </div>
      </Card>

      {!customerCode && <Empty description="거래처를 고르면 분류별 단가가 보입니다." />}

      {customerCode && (
        <>
          <Card
            size="small"
            className="erp-ccp-editor"
            title={existing ? '분류별 단가 변경' : '분류별 단가 추가'}
          >
            {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter moves between the boxes and saves. */}
            <div className="erp-ccp-editor-row" onKeyDown={onEditorKey}>
              <div className="erp-ccp-field erp-ccp-kind">
                <span className="erp-filter-label">품목 분류</span>
                <Select
                  id={IDS.kind}
                  showSearch={{ optionFilterProp: 'label' }}
                  value={draft.kindCode}
                  options={kindOptions}
                  loading={kinds.isPending}
                  placeholder="코드·분류명으로 찾기"
                  status={errors.kindCode ? 'error' : undefined}
                  onChange={chooseKind}
                  aria-label="품목 분류"
                  style={{ width: '100%' }}
                />
                <span className="erp-ccp-error" role="alert">
                  {errors.kindCode}
                </span>
              </div>
              <div className="erp-ccp-field erp-ccp-percent">
                <span className="erp-filter-label">할인율</span>
                <Input
                  id={IDS.percent}
                  // Entered with Enter, the box's text is selected so typing replaces a prefilled value.
                  onFocus={(e) => e.target.select()}
                  aria-label="할인율(%)"
                  value={draft.percent}
                  inputMode="decimal"
                  suffix="%"
                  placeholder="1.50"
                  status={errors.discountBp ? 'error' : undefined}
                  onChange={(e) => {
                    setDraft((d) => ({ ...d, percent: e.target.value }));
                    setErrors((x) => ({ ...x, discountBp: undefined }));
                  }}
                  onBlur={() => {
                    // Two decimals on leaving the box, so the clerk sees exactly what is stored.
                    if (Number.isInteger(typedBp))
                      setDraft((d) => ({ ...d, percent: bpToPercentText(typedBp) }));
                  }}
                />
                <span className="erp-ccp-error" role="alert">
                  {errors.discountBp}
                </span>
              </div>
              <div className="erp-ccp-field erp-ccp-memo">
                <span className="erp-filter-label">비고</span>
                <Input
                  id={IDS.memo}
                  // Entered with Enter, the box's text is selected so typing replaces a prefilled value.
                  onFocus={(e) => e.target.select()}
                  aria-label="비고"
                  value={draft.memo}
                  maxLength={200}
                  status={errors.memo ? 'error' : undefined}
                  onChange={(e) => {
                    setDraft((d) => ({ ...d, memo: e.target.value }));
                    setErrors((x) => ({ ...x, memo: undefined }));
                  }}
                />
                <span className="erp-ccp-error" role="alert">
                  {errors.memo ?? errors.customerCode}
                </span>
              </div>
              <span className="erp-ccp-actions">
                <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
                  {existing ? '변경' : '추가'} <kbd className="erp-kbd">Enter</kbd>
                </Button>
                <Button onClick={resetEditor}>
                  비우기 <kbd className="erp-kbd">Esc</kbd>
                </Button>
              </span>
            </div>
            <div className="erp-ccp-example" data-testid="ccp-example">
              {example ? (
                <>
                  예시: <strong>{example}</strong> ({describeBp(typedBp)})
                </>
              ) : (
                <span className="erp-ccp-muted">
                  할인율을 넣으면 판매가 {formatWon(EXAMPLE_PRICE)}원이 얼마가 되는지 보입니다 (1.5% 할인 →{' '}
                  {formatWon(discountedPrice(EXAMPLE_PRICE, 150))}원).
                </span>
              )}
              {existing && (
                <span className="erp-ccp-muted"> · 이미 등록된 분류입니다: 저장하면 바뀝니다.</span>
              )}
            </div>
          </Card>

          <Card size="small" className="erp-ccp-list" title={`등록된 분류 ${rows.length}건`}>
            {prices.isPending ? (
              <Spin />
            ) : rows.length === 0 ? (
              <Empty description="이 거래처에는 분류별 단가가 없습니다. 위에서 추가하세요." />
            ) : (
              <table className="erp-simple-table" aria-label="분류별 단가 목록">
                <thead>
                  <tr>
                    <th style={{ width: 90 }}>분류 코드</th>
                    <th>품목 분류</th>
                    <th style={{ width: 70 }}>단계</th>
                    <th style={{ width: 110 }} className="num">
                      할인율
                    </th>
                    <th style={{ width: 200 }} className="num">
                      판매가 {formatWon(EXAMPLE_PRICE)}원이면
                    </th>
                    <th>비고</th>
                    <th style={{ width: 140 }}>수정일시</th>
                    <th style={{ width: 150 }} className="center">
                      작업
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr
                      key={row.id}
                      data-kind={row.kindCode}
                      className={row.kindCode === draft.kindCode ? 'is-editing' : undefined}
                    >
                      <td className="code">{row.kindCode}</td>
                      <td>{kindPaths.get(row.kindCode) ?? row.kindName}</td>
                      <td>{levelLabel(row.kindLevel)}</td>
                      <td className={`num ${row.discountBp < 0 ? 'is-surcharge' : ''}`}>
                        {describeBp(row.discountBp)}
                      </td>
                      <td className="num">{formatWon(discountedPrice(EXAMPLE_PRICE, row.discountBp))}원</td>
                      <td className="ellipsis">{row.memo ?? ''}</td>
                      <td>{formatKstDateTime(row.updatedAt)}</td>
                      <td className="center">
                        <Button size="small" type="link" icon={<EditOutlined />} onClick={() => edit(row)}>
                          수정
                        </Button>
                        <Button
                          size="small"
                          type="link"
                          danger
                          icon={<DeleteOutlined />}
                          onClick={() => void remove(row)}
                          aria-label={`${row.kindCode} 삭제`}
                        >
                          삭제
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Card>
        </>
      )}
    </div>
  );
};
