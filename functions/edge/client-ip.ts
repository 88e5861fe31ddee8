import { isIPv6 } from 'node:net';

/**
 * The address a viewer is counted under by the per-IP attempt limits: IPv4 as it is (also when written as
 * IPv4-mapped IPv6, `::ffff:192.0.2.1`), IPv6 by its /64 prefix (`2001:db8:0:1::/64`), because one
 * subscriber is routinely given a whole /64 and could otherwise take a fresh address for every guess.
 * Anything that is not an IPv6 address comes back unchanged.
 */
export const limitAddress = (address: string): string => {
  if (!isIPv6(address)) return address;
  // A trailing dotted quad becomes its two hex groups, then `::` the zero groups it stands for (a zone,
  // `%eth0`, ends the last group, which parseInt ignores).
  const [left = [], right = []] = address
    .replace(
      /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
      (_, a, b, c, d) => `${(+a * 256 + +b).toString(16)}:${(+c * 256 + +d).toString(16)}`,
    )
    .split('::')
    .map((half) => (half ? half.split(':') : []));
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = [
    ...left,
    ...Array(8 - left.length - right.length).fill('0'),
    ...right,
  ].map((group) => Number.parseInt(group, 16));
  if (!(a | b | c | d | e) && f === 0xffff) return [g >> 8, g & 255, h >> 8, h & 255].join('.');
  return `${[a, b, c, d].map((group) => group.toString(16)).join(':')}::/64`;
};
