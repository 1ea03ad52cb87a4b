import {isIP} from 'node:net';

/**
 * Expands an IPv6 address (already checked with isIP) into its eight 16-bit groups, so that two spellings of the same
 * address, or two addresses of the same network, compare equal.
 */
function ipv6Groups(address: string): number[] {
  const withoutZone = address.split('%')[0];
  let text = withoutZone;
  const tail: number[] = [];
  // The last 32 bits may be written as dotted IPv4 (::ffff:1.2.3.4, 64:ff9b::1.2.3.4).
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, dotted.index) + '0:0';
  }
  const [head, rest] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = parse(rest);
  const groups =
    rest === undefined ? front : [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  if (tail.length === 2) groups.splice(6, 2, ...tail);
  return groups;
}

/**
 * The rate-limit key of an address: an IPv4 address as is (also when written IPv4-mapped, `::ffff:1.2.3.4`), an IPv6
 * address by its /64, because one subscriber usually holds a whole /64 and can pick any address in it.
 * Undefined when the text is not an IP address.
 */
export function rateKeyOfAddress(address: string): string | undefined {
  const version = isIP(address);
  // Rebuilt rather than returned: a slice of a long header would keep the whole header alive in the limiter's table.
  if (version === 4) return address.split('.').map(Number).join('.');
  if (version !== 6) return undefined;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Who is asking, for rate limiting. Behind a trusted proxy, the right-most X-Forwarded-For entry is the address the
 * proxy saw (earlier entries are whatever the client claimed); anything there that is not an IP address is ignored
 * in favour of the socket's address, so a client cannot mint new keys by sending garbage.
 */
export function clientKey(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy && forwardedFor !== undefined) {
    const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
    const rightMost = header.slice(header.lastIndexOf(',') + 1).trim();
    // An IPv6 address is at most 45 characters (more with a zone id): do not hand a long header to the parser.
    const forwarded = rightMost.length <= 64 ? rateKeyOfAddress(rightMost) : undefined;
    if (forwarded) return forwarded;
  }
  return (socketAddress && rateKeyOfAddress(socketAddress)) || 'unknown';
}
