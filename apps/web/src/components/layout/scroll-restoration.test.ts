import { describe, expect, it } from 'vitest';
import { positionKey } from './scroll-restoration';

describe('issue 24 #16: scroll positions of pages opened by address', () => {
  it('keeps the position of an address-bar entry under its own address, not a shared "default"', () => {
    const a = positionKey({ key: 'default', pathname: '/about', search: '' });
    const b = positionKey({ key: 'default', pathname: '/profile/myPlan', search: '' });
    expect(a).not.toBe(b);
    expect(positionKey({ key: 'x1y2', pathname: '/profile/myPlan', search: '' })).toBe('x1y2');
  });
});
