import { useMemo } from 'react';
import type { FieldOptions } from '../../components/list-page/filter-describe';
import { useShell } from '../../shell/layouts/shell-context';
import { useDistrictGroups, useStaffAccounts } from './customer.api';
import {
  CUSTOMER_STATUS_OPTIONS,
  CUSTOMER_TYPE_OPTIONS,
  type CustomerFieldChoices,
} from './customer-options';

/** Choices of the customer forms and filters: district groups, and sales staff where readable. */
export const useCustomerChoices = (currentStaff?: { id: number | null; name: string | null }) => {
  const { session } = useShell();
  const isAdmin = session.auth === 'admin';
  const districts = useDistrictGroups();
  const staff = useStaffAccounts(isAdmin);
  return useMemo(() => {
    const districtOptions = (districts.data ?? []).map((d) => ({ value: d.code, label: d.name }));
    const staffOptions = isAdmin
      ? (staff.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.loginId})` }))
      : currentStaff?.id
        ? [{ value: currentStaff.id, label: currentStaff.name ?? String(currentStaff.id) }]
        : [];
    const names = new Map((districts.data ?? []).map((d) => [d.code, d.name]));
    const form: CustomerFieldChoices = {
      districts: districtOptions,
      staff: staffOptions,
      staffSelectable: isAdmin,
    };
    const filters: FieldOptions = {
      districtGroup: districtOptions,
      status: CUSTOMER_STATUS_OPTIONS,
      customerType: CUSTOMER_TYPE_OPTIONS,
      ...(isAdmin ? { salesStaffId: staffOptions } : {}),
    };
    return {
      form,
      filters,
      districtName: (code: string) => names.get(code) ?? code,
      loading: districts.isPending,
    };
  }, [districts.data, districts.isPending, staff.data, isAdmin, currentStaff?.id, currentStaff?.name]);
};
