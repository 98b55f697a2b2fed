// A QR label may hold a whole web address (https://host/P/ABC123) while a plain scanner sends
// the code alone; reducing the address to its path lets both be looked up the same way.
const WEB_ADDRESS_PATTERN = /^https?:\/\//i;

const decodePath = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * SPEC §5: a scanned value that is a web address (http or https) becomes its path, decoded and
 * with every space removed, without query or fragment ('https://a.kr/P/AB%2012?x=1' → '/P/AB12').
 * Anything else, including an address that cannot be parsed, is returned trimmed.
 */
export const reduceScannedBarcode = (value: string): string => {
  const trimmed = value.trim();
  if (!WEB_ADDRESS_PATTERN.test(trimmed)) return trimmed;
  let path: string;
  try {
    path = new URL(trimmed).pathname;
  } catch {
    return trimmed;
  }
  return decodePath(path).replace(/\s/g, '');
};
