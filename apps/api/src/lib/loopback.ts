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
 * True when the request comes from this machine itself: the TCP peer (the socket, never
 * X-Forwarded-For, which any client can write) is a loopback address, and no proxy says it
 * relays someone else (a reverse proxy on this machine connects from loopback for every visitor).
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  return isLoopbackAddress(request.raw.socket?.remoteAddress);
}
