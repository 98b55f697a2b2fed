import { toHms, toYmd, ymdToIsoDate } from '@erp/domain';

// The company works in Korean time whatever the server's zone; the domain's date rules are KST.

/** 'YYYY-MM-DD' of the Korean calendar day, for `date` columns. */
export const kstIsoDate = (date: Date = new Date()): string => ymdToIsoDate(toYmd(date))!;

/** 'YYYYMMDDHHmmss' in Korean time, the stamp format of SPEC §3. */
export const kstStamp = (date: Date): string => `${toYmd(date)}${toHms(date)}`;

/** 'YYYYMMDD' (already validated) → 'YYYY-MM-DD'. */
export const ymdToIso = (ymd: string): string => ymdToIsoDate(ymd)!;
