// Address ranges of IP rules: an IPv4 or IPv6 address with an optional prefix length
// ("192.168.0.0/24", "10.1.2.3", "2001:db8::/32"). Pure parsing, so the web form and the server
// refuse the same text; the server matches with node's BlockList.

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export const isIpv4 = (text: string): boolean => IPV4.test(text);

export const isIpv6 = (text: string): boolean => {
  if (!/^[0-9a-fA-F:]+$/.test(text) || text.length < 2) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((h) => (h === '' ? [] : h.split(':')));
  if (groups.some((g) => g.length === 0 || g.length > 4)) return false;
  return halves.length === 2 ? groups.length < 8 : groups.length === 8;
};

export type ParsedRange = { address: string; prefix: number; family: 'ipv4' | 'ipv6' };

/** The range a rule's text names, or null when it is not one. */
export const parseIpRange = (text: string): ParsedRange | null => {
  const [address = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const family = isIpv4(address) ? 'ipv4' : isIpv6(address) ? 'ipv6' : null;
  if (!family) return null;
  const max = family === 'ipv4' ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: max, family };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= max ? { address, prefix, family } : null;
};
