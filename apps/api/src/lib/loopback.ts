import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and their IPv4-mapped form (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const lower = address.toLowerCase();
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return isIP(lower) === 6 && lower === '::1';
}

/**
 * Headers by which a proxy (or a client pretending to be one) says the request is relayed for
 * someone else. Any of them refuses a development route: a reverse proxy on this machine connects
 * from loopback for every visitor (issue 24 #6: X-Real-IP used to pass).
 */
export const RELAY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-original-forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-proxyuser-ip',
  'via',
] as const;

/** host[:port] or [ipv6][:port], nothing else (no userinfo, path or spaces). */
const HOST_HEADER = /^(?:([a-z0-9.-]+)|\[([0-9a-f:.]+)\])(?::\d{1,5})?$/;

/** The host name of a Host header value, lower-cased, without port or IPv6 brackets; undefined if malformed. */
export function hostnameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const m = HOST_HEADER.exec(host.trim().toLowerCase());
  return m ? (m[1] ?? m[2]) : undefined;
}

/**
 * Whether a Host names this machine or the configured public origin. A browser tricked by DNS
 * rebinding (a site whose name now resolves to 127.0.0.1) sends that site's name as Host, so a
 * request for any other name is refused (issue 24 #6).
 */
export function isAllowedDevHost(host: string | undefined, publicUrl: string): boolean {
  const name = hostnameOf(host);
  if (!name) return false;
  if (name === 'localhost' || isLoopbackAddress(name)) return true;
  try {
    const configured = new URL(publicUrl);
    return configured.host.toLowerCase() === host?.trim().toLowerCase();
  } catch {
    return false;
  }
}

/**
 * True when the request comes from this machine itself: the TCP peer (the socket, never
 * X-Forwarded-For, which any client can write) is a loopback address, no header says it is relayed
 * for someone else, and the Host is a loopback name or the configured PUBLIC_URL's host.
 */
export function isThisMachineRequest(request: FastifyRequest, publicUrl: string): boolean {
  const headers = request.headers;
  for (const name of RELAY_HEADERS) if (headers[name] !== undefined) return false;
  if (!isLoopbackAddress(request.raw.socket?.remoteAddress)) return false;
  return isAllowedDevHost(headers.host, publicUrl);
}
