// SPEC §5: a business registration (licence) number has 10 digits, shown 3-2-5.
const BIZ_NO_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** Hyphenates a 10-digit business registration number as 3-2-5; any other input is returned as given. */
export const formatBizNo = (value: string): string => {
  const d = value.replace(/\D/g, '');
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : value;
};

/** Ten digits once hyphens and spaces are removed, nothing else. */
export const isBizNoFormat = (value: string): boolean => /^\d{10}$/.test(value.replace(/[\s-]/g, ''));

/**
 * The National Tax Service check digit: the first nine digits weighted 1,3,7,1,3,7,1,3,5, plus
 * the tens of (9th digit × 5); the 10th digit must equal (10 − sum mod 10) mod 10. It catches
 * typing slips before a number is sent to the verification service.
 */
export const isValidBizNo = (value: string): boolean => {
  if (!isBizNoFormat(value)) return false;
  const digits = Array.from(value.replace(/[\s-]/g, ''), Number);
  let sum = 0;
  BIZ_NO_WEIGHTS.forEach((weight, index) => {
    sum += (digits[index] ?? 0) * weight;
  });
  sum += Math.floor(((digits[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
};
