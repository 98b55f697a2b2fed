// Korean calendar days as YYYYMMDD, for the default periods of the order lists.
const kstYmd = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(date).replaceAll('-', '');

export const todayYmd = (): string => kstYmd(new Date());
export const daysAgoYmd = (days: number): string => kstYmd(new Date(Date.now() - days * 86_400_000));
