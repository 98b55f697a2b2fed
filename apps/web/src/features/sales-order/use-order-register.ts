import type { Customer, OrderInput } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useScreenDraft, useScreenDraftRef } from '../../components/screen-draft';
import { fetchCustomer } from '../customer/customer.api';
import { type MemoView, memoKeys, useMemoRecord } from '../order-memo/order-memo.api';
import {
  type DraftLine,
  fromOrderLines,
  lineProblems,
  orderTotals,
  toOrderLines,
  withTrailingBlank,
} from './order-lines';
import type { ObtainParams } from './order-paths';
import {
  fetchOrder,
  fetchPartStock,
  fixOrder,
  insertOrder,
  type OrderView,
  salesOrderKeys,
  updateOrder,
  useOrder,
} from './sales-order.api';

export type OrderHeader = {
  customerCode: string | null;
  customerName: string;
  vatIncluded: boolean;
  warehouseCode: string;
  vin: string;
  carNumber: string;
  memo: string;
  memoCode: string | null;
};

const EMPTY_HEADER: OrderHeader = {
  customerCode: null,
  customerName: '',
  vatIncluded: false,
  warehouseCode: 'MAIN',
  vin: '',
  carNumber: '',
  memo: '',
  memoCode: null,
};

const headerOfOrder = (o: OrderView): OrderHeader => ({
  customerCode: o.customerCode,
  customerName: o.customerName,
  vatIncluded: o.vatIncluded,
  warehouseCode: o.warehouseCode,
  vin: o.vin ?? '',
  carNumber: o.carNumber ?? '',
  memo: o.memo ?? '',
  memoCode: o.memoCode,
});

export const orderInputOf = (header: OrderHeader, lines: readonly DraftLine[]): OrderInput => ({
  customerCode: header.customerCode ?? '',
  memoCode: header.memoCode,
  vin: header.vin.trim() || null,
  carNumber: header.carNumber.trim() || null,
  warehouseCode: header.warehouseCode,
  memo: header.memo.trim() || null,
  lines: toOrderLines(lines),
});

const partsWithoutStock = (lines: readonly DraftLine[]): string[] => [
  ...new Set(lines.flatMap((l) => (l.partCode && !l.stock ? [l.partCode] : []))),
];

/** Stock figures from the candidate search stay on the lines after the server's answer replaces them. */
const keepStock = (fresh: DraftLine[], before: readonly DraftLine[]): DraftLine[] =>
  fresh.map((l) => {
    const old = before.find((b) => b.partCode === l.partCode && b.stock);
    return old
      ? {
          ...l,
          stock: old.stock,
          lastPrice: old.lastPrice,
          agreedPrices: [...new Set([...l.agreedPrices, ...old.agreedPrices])],
        }
      : l;
  });

/**
 * The state of ObtainRegister: the header, the lines, the saved order if any, and the save and
 * fix actions. What the URL names is loaded once (a memo prefills, an order opens); saving moves
 * the URL to the order's code without loading it again.
 */
export const useOrderRegister = (params: ObtainParams) => {
  const queryClient = useQueryClient();
  const target = params.target;
  const orderCode = target.kind === 'order' ? target.code : null;
  const memoCode = target.kind === 'memo' ? target.code : null;
  // A new order starts from what the URL gave (a VIN), so that alone is not an unsaved change.
  // The typing lives in the screen's draft store (useScreenDraft), so an error while the screen
  // renders never loses the customer and the lines: "다시 시도" comes back to them.
  const [start] = useScreenDraft<OrderHeader>('order.start', () => ({
    ...EMPTY_HEADER,
    vin: params.vin ?? '',
  }));
  const [header, setHeader] = useScreenDraft<OrderHeader>('order.header', start);
  // What the screen filled in by itself (the URL's customer, the memo's customer, VIN and car) is
  // not the user's input either: it moves the baseline of a new order along with the header.
  const [prefilled, setPrefilled] = useScreenDraft<OrderHeader>('order.prefilled', start);
  const prefill = (update: (h: OrderHeader) => OrderHeader) => {
    setHeader(update);
    setPrefilled(update);
  };
  const [lines, setLines] = useScreenDraft<DraftLine[]>('order.lines', () => withTrailingBlank([]));
  const [order, setOrder] = useScreenDraft<OrderView | null>('order.view', null);
  const [baseline, setBaseline] = useScreenDraft('order.baseline', '');
  const [busy, setBusy] = useState<'save' | 'fix' | null>(null);
  // Which order or memo the form was filled from; kept with the draft so a retry does not refill it.
  const loaded = useScreenDraftRef<string | null>('order.loaded', null);

  const orderQuery = useOrder(orderCode && orderCode !== order?.code ? orderCode : null);
  const memoQuery = useMemoRecord(memoCode);
  const memo: MemoView | undefined = memoQuery.data;

  const showOrder = (view: OrderView, keep: readonly DraftLine[] = []) => {
    const nextHeader = headerOfOrder(view);
    const nextLines = withTrailingBlank(keepStock(fromOrderLines(view.lines), keep));
    setOrder(view);
    setHeader(nextHeader);
    setLines(nextLines);
    setBaseline(JSON.stringify(orderInputOf(nextHeader, nextLines)));
    loaded.current = view.code;
    queryClient.setQueryData(salesOrderKeys.single(view.code), view);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: showOrder only sets state.
  useEffect(() => {
    const view = orderQuery.data;
    if (view && loaded.current !== view.code) showOrder(view);
  }, [orderQuery.data]);

  // A draft opened from its address has no candidate search behind its lines, so the stock
  // column would stay empty: read the stock of those parts once the order is shown.
  const stockToRead = order?.status === 'draft' ? partsWithoutStock(lines).join(',') : '';
  useEffect(() => {
    if (!stockToRead) return;
    let live = true;
    const codes = stockToRead.split(',');
    // All at once, in one state change: answering one by one would change stockToRead each time.
    void Promise.allSettled(codes.map(fetchPartStock)).then((answers) => {
      if (!live) return;
      const found = new Map(
        answers.flatMap((a, i) => (a.status === 'fulfilled' ? [[codes[i], a.value] as const] : [])),
      );
      setLines((ls) =>
        ls.map((l) =>
          l.partCode && !l.stock && found.has(l.partCode)
            ? { ...l, stock: found.get(l.partCode) ?? null }
            : l,
        ),
      );
    });
    return () => {
      live = false;
    };
  }, [stockToRead]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: prefill only sets state.
  useEffect(() => {
    if (!memo || loaded.current === memo.code) return;
    loaded.current = memo.code;
    prefill((h) => ({
      ...h,
      customerCode: memo.customerCode,
      customerName: memo.customerName,
      vin: memo.vin ?? h.vin,
      carNumber: memo.carNumber ?? '',
      memoCode: memo.code,
    }));
  }, [memo]);

  // The customer decides the VAT rule of the totals: read it for a customer named by URL or memo.
  const customerCode = header.customerCode;
  // biome-ignore lint/correctness/useExhaustiveDependencies: prefill only sets state.
  useEffect(() => {
    const code = params.customerCode;
    if (code && loaded.current === null && target.kind === 'new') {
      loaded.current = `customer:${code}`;
      prefill((h) => ({ ...h, customerCode: code }));
    }
  }, [params.customerCode, target.kind]);
  useEffect(() => {
    if (!customerCode || order) return;
    let live = true;
    fetchCustomer(customerCode)
      .then((c) => {
        if (live)
          setHeader((h) =>
            h.customerCode === c.code ? { ...h, customerName: c.name, vatIncluded: c.vatIncluded } : h,
          );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [customerCode, order]);

  const chooseCustomer = (code: string | undefined, customer?: Customer) =>
    setHeader((h) => ({
      ...h,
      customerCode: code ?? null,
      customerName: customer?.name ?? '',
      vatIncluded: customer?.vatIncluded ?? false,
    }));

  const totals = useMemo(() => orderTotals(lines, header.vatIncluded), [lines, header.vatIncluded]);
  const editable = order === null || order.status === 'draft';
  const current = JSON.stringify(orderInputOf(header, lines));
  const dirty = editable && current !== (order ? baseline : JSON.stringify(orderInputOf(prefilled, [])));

  /** What stops a save, in Korean; empty when the order can go to the server. */
  const problems = (): string[] => [
    ...(header.customerCode ? [] : ['거래처를 고르세요.']),
    ...lineProblems(lines),
  ];

  const save = async (): Promise<OrderView> => {
    const input = orderInputOf(header, lines);
    setBusy('save');
    try {
      const view = order ? await updateOrder(order.code, input, order.version) : await insertOrder(input);
      showOrder(view, lines);
      if (header.memoCode) void queryClient.invalidateQueries({ queryKey: memoKeys.all });
      void queryClient.invalidateQueries({ queryKey: salesOrderKeys.all, refetchType: 'active' });
      return view;
    } finally {
      setBusy(null);
    }
  };

  const fix = async (code: string): Promise<OrderView> => {
    setBusy('fix');
    try {
      const view = await fixOrder(code);
      showOrder(view, lines);
      void queryClient.invalidateQueries({ queryKey: salesOrderKeys.all, refetchType: 'active' });
      return view;
    } finally {
      setBusy(null);
    }
  };

  const reload = async () => {
    if (!order) return;
    const view = await queryClient.fetchQuery({
      queryKey: salesOrderKeys.single(order.code),
      queryFn: () => fetchOrder(order.code),
      staleTime: 0,
    });
    showOrder(view, lines);
  };

  return {
    header,
    setHeader,
    chooseCustomer,
    lines,
    setLines,
    order,
    memo,
    totals,
    editable,
    dirty,
    busy,
    problems,
    save,
    fix,
    reload,
    loading: orderCode !== null && order === null && orderQuery.isPending,
    loadError: orderQuery.error ?? memoQuery.error,
  };
};
