import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { prefetchRouteData } from './route-data';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function block(apiPath: string, json: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.dataset.apiPath = apiPath;
  el.textContent = json;
  document.body.append(el);
}

describe("the first page's data", () => {
  it('an assessment page takes GET scenarios/ from its HTML: no request, and the block is gone', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    block('scenarios/', '[{"scenario_id":0,"title":"\\u003cLet\'s start"}]');
    prefetchRouteData('/scenario/1/1');
    await expect(api.get('scenarios/')).resolves.toEqual([{ scenario_id: 0, title: "<Let's start" }]);
    expect(fetch).not.toHaveBeenCalled();
    expect(document.querySelector('script[data-api-path]')).toBeNull();
  });

  it('without a block (or with a broken one) the request starts at once and the page takes it', async () => {
    const fetch = vi.fn(async () => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    block('scenarios/', '{broken');
    prefetchRouteData('/scenario/0');
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(api.get('scenarios/')).resolves.toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('other pages start nothing, and /results only for a signed-in student', () => {
    const fetch = vi.fn(async () => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    prefetchRouteData('/about');
    prefetchRouteData('/results');
    expect(fetch).not.toHaveBeenCalled();
  });
});
