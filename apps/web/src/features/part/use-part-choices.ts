import { useMemo } from 'react';
import type { FieldOption } from '../../components/form-page/form-page.types';
import { useBrands, useKinds, useSupplierOptions, useWarehouses } from './part.api';

/** Brands, kinds, suppliers and warehouses as select options, for the filters and the forms. */
export const usePartChoices = () => {
  const brands = useBrands();
  const kinds = useKinds();
  const suppliers = useSupplierOptions();
  const warehouses = useWarehouses();
  return useMemo(() => {
    const brandOptions: FieldOption[] = (brands.data ?? []).map((b) => ({
      value: b.code,
      label: `${b.name} (${b.code})${b.active ? '' : ' · 중지'}`,
    }));
    // The path ('배터리 > 승용 배터리 > 70~80AH') tells apart kinds of the same name.
    const kindOptions: FieldOption[] = (kinds.data ?? []).map((k) => ({
      value: k.code,
      label: `${k.path} (${k.code})`,
    }));
    const supplierOptions: FieldOption[] = (suppliers.data ?? []).map((s) => ({
      value: s.code,
      label: `${s.name} (${s.code})`,
    }));
    return {
      brandOptions,
      kindOptions,
      supplierOptions,
      warehouses: (warehouses.data ?? []).filter((w) => w.active),
      brands: brands.data ?? [],
      loading: brands.isPending || kinds.isPending,
      filters: { brandCode: brandOptions, kindCode: kindOptions, supplierCode: supplierOptions },
    };
  }, [brands.data, kinds.data, suppliers.data, warehouses.data, brands.isPending, kinds.isPending]);
};
