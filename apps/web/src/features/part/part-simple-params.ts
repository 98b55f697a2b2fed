import type { FieldOption } from '../../components/form-page/form-page.types';

// PartSimpleRegistration/{name}/{norm}/{price}/{purchasePrice}/{p}/{purchaseCode}: the order
// screen puts what the clerk already typed into the path, '-' for what it does not know.

export type SimpleRegisterParams = Partial<
  Record<'name' | 'norm' | 'price' | 'purchasePrice' | 'p' | 'purchaseCode', string>
>;

const text = (value: string | undefined): string => {
  if (value === undefined) return '';
  const trimmed = value.trim();
  return trimmed === '-' ? '' : trimmed;
};

/** A price segment as whole won: '15,000' and '15000원' count, anything else is left blank. */
const won = (value: string | undefined): number | undefined => {
  const digits = text(value).replace(/[,\s원]/g, '');
  return /^\d{1,11}$/.test(digits) ? Number(digits) : undefined;
};

/** The form's starting values from the path; a supplier code nobody knows is not preselected. */
export const simpleRegisterDefaults = (
  params: SimpleRegisterParams,
  suppliers: readonly FieldOption[],
): Record<string, unknown> => {
  const supplier = text(params.purchaseCode).toUpperCase();
  return {
    name: text(params.name),
    norm: text(params.norm),
    price: won(params.price) ?? 0,
    purchasePrice: won(params.purchasePrice) ?? 0,
    p: text(params.p),
    purchaseCode: suppliers.some((s) => s.value === supplier) ? supplier : undefined,
  };
};
