// SPEC §5: the region names that older plates carry in front of the number.
export const VEHICLE_NUMBER_REGIONS = [
  '서울',
  '부산',
  '대구',
  '인천',
  '광주',
  '대전',
  '울산',
  '세종',
  '경기',
  '강원',
  '충북',
  '충남',
  '전북',
  '전남',
  '경북',
  '경남',
  '제주',
] as const;

// Optional region, 2 or 3 digits, one complete Hangul syllable (가–힣, not a lone jamo), 4 digits.
const VEHICLE_NUMBER_PATTERN = new RegExp(`^(?:${VEHICLE_NUMBER_REGIONS.join('|')})?\\d{2,3}[가-힣]\\d{4}$`);

/** The plate with every kind of whitespace removed, the form it is stored and compared in. */
export const normalizeVehicleNumber = (value: string): string => value.replace(/\s/g, '');

/** A Korean vehicle registration number such as '12가3456', '123가4567' or '서울 12 가 3456'. */
export const isVehicleNumber = (value: string): boolean =>
  VEHICLE_NUMBER_PATTERN.test(normalizeVehicleNumber(value));
