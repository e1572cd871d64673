import { isIP } from 'node:net';

// TRUST_PROXY (docs/deploy.md, "The reverse proxy"): which X-Forwarded-For entries the server
// believes. Fastify's trustProxy takes the same forms; the client's address is the first entry,
// from the right, that is not a trusted proxy.

/** proxy-addr's named ranges, accepted in a list. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

export type TrustProxy = boolean | number | string[];

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * `false` (or unset, `0`): X-Forwarded-For is ignored. A number of hops, `1` to `10`: that many
 * proxies of ours stand in front, and the address the nearest of them saw is the client's
 * (`1` for one nginx that appends to the header). A comma-separated list of the proxies'
 * addresses or ranges (`10.0.0.5,10.0.1.0/24`, `loopback`): only those are skipped. `true`:
 * every entry is believed, so the client's own first entry decides; safe only behind a proxy
 * that replaces the header rather than appending to it.
 */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? hops : { error: 'a number of proxies must be 1 to 10' };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0)
    return {
      error: `must be false, true, a number of proxies (1 to 10) or a comma-separated list of proxy addresses or ranges; not an address: ${wrong.join(', ')}`,
    };
  return entries;
}

/**
 * The setting in the form Fastify's types take: a number of hops becomes the function
 * proxy-addr makes of one (trust the first `hops` addresses, counted from this server).
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
