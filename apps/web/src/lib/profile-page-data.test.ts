import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { authStorage } from './auth-storage';
import { prefetchProfilePageData, profilePageData } from './profile-page-data';
import { prefetchRouteData } from './route-data';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const signIn = (role: 'Student' | 'Mentor') => {
  authStorage.setTokens('access-token', 'refresh-token');
  authStorage.setUser({ id: 1, role, first_name: 'Ada', last_name: 'L', email: 'a@example.com' } as never);
};

describe("issue 26: a profile page's data starts as the app boots", () => {
  it('names the GETs each page paints with, as the pages ask for them', () => {
    expect(profilePageData('/profile')).toEqual(['recommendations/?page=1']);
    expect(profilePageData('/profile/recommendations')).toEqual(['recommendations/?page=1']);
    expect(profilePageData('/profile/recommendations/career/12')).toEqual(['result/12/']);
    expect(profilePageData('/profile/strengths')).toEqual(['my-strength-profile/']);
    expect(profilePageData('/profile/ai-companions/3/career-buddy')).toEqual([
      'ai-agents/?page=1',
      'ai-agents/3/chat-history/',
    ]);
    expect(profilePageData('/profile/recommendations/career/x')).toEqual([]);
    expect(profilePageData('/profile/sessions')).toEqual([]);
  });

  it("a student's first page: the requests start at once and the page's own GETs take them", async () => {
    signIn('Student');
    const fetch = vi.fn(async (url: URL) => new Response(JSON.stringify({ url: url.pathname + url.search })));
    vi.stubGlobal('fetch', fetch);
    prefetchRouteData('/profile/ai-companions/3/career-buddy/');
    expect(fetch.mock.calls.map(([url]) => `${url.pathname}${url.search}`)).toEqual([
      '/api/v1/profile/',
      '/api/v1/ai-agents/?page=1',
      '/api/v1/ai-agents/3/chat-history/',
    ]);
    await expect(api.get('ai-agents/?page=1')).resolves.toEqual({ url: '/api/v1/ai-agents/?page=1' });
    await expect(api.get('ai-agents/3/chat-history/')).resolves.toEqual({
      url: '/api/v1/ai-agents/3/chat-history/',
    });
    await expect(api.get('profile/')).resolves.toEqual({ url: '/api/v1/profile/' });
    expect(fetch).toHaveBeenCalledTimes(3);
    // Taken once: the next GET asks the server.
    await api.get('profile/');
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('nothing for a guest or outside /profile; a mentor only the profile', () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    prefetchRouteData('/profile/strengths');
    expect(fetch).not.toHaveBeenCalled();
    signIn('Student');
    prefetchProfilePageData('/profileX/strengths');
    prefetchProfilePageData('/about');
    expect(fetch).not.toHaveBeenCalled();
    signIn('Mentor');
    prefetchRouteData('/profile/strengths');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
