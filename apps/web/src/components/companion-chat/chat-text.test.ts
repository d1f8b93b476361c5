import { describe, expect, it } from 'vitest';
import { appendMessage, fromHistory, historyForSend, prepareOutgoing, safeUrl, stripHtml } from './chat-text';

describe('chat text rules (spec part 2 §5)', () => {
  it('empty or whitespace is not sent; over 5000 is cut and flagged', () => {
    expect(prepareOutgoing('   ')).toBeNull();
    expect(prepareOutgoing('  hi  ')).toEqual({ text: 'hi', trimmed: false });
    const long = prepareOutgoing(`  ${'x'.repeat(5001)} `);
    expect(long?.text).toHaveLength(5000);
    expect(long?.trimmed).toBe(true);
    expect(prepareOutgoing('y'.repeat(5000))?.trimmed).toBe(false);
  });
  it('strips HTML tags and keeps comparisons', () => {
    expect(stripHtml('<b>bold</b> <script>x</script>a < b')).toBe('bold xa < b');
    expect(stripHtml('x <!-- c --> y')).toBe('x  y');
  });
  it('keeps only the safe link schemes', () => {
    for (const ok of ['https://a.org', 'http://a.org', 'mailto:a@b.org', 'irc://h', 'ircs://h', 'xmpp:a@b'])
      expect(safeUrl(ok)).toBe(ok);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/relative',
      'file:///etc/passwd',
    ])
      expect(safeUrl(bad)).toBe('');
  });
  it('inserts date separators by day and sends the last 19 entries without them', () => {
    const items = Array.from({ length: 30 }, (_, i) => ({
      content: `m${i}`,
      role: i % 2 ? ('assistant' as const) : ('user' as const),
      timestamp: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 10), 12)).toISOString(),
    }));
    const list = fromHistory(items);
    expect(list.filter((m) => m.type === 'date')).toHaveLength(3);
    const sent = historyForSend(list);
    expect(sent).toHaveLength(19);
    expect(sent[0]).toEqual({ role: 'assistant', content: 'm11' });
    expect(appendMessage([], { type: 'user', text: 'a', date: items[0]!.timestamp })[0]?.type).toBe('date');
  });
});

describe('issue 24 #13: 988 is a link a phone can act on', () => {
  it('makes "text 988" an sms: link and any other 988 a tel: link', async () => {
    const { linkCrisisNumbers } = await import('./chat-text');
    expect(linkCrisisNumbers('Call or text 988 any time.')).toBe('Call or text [988](sms:988) any time.');
    expect(linkCrisisNumbers('Call 988 now')).toBe('Call [988](tel:988) now');
    expect(linkCrisisNumbers('Texting 988 works')).toBe('Texting [988](sms:988) works');
  });
  it('leaves longer numbers and existing links alone', async () => {
    const { linkCrisisNumbers } = await import('./chat-text');
    for (const same of ['$79,880 a year', '19880', '[988](tel:988)', 'https://988lifeline.org/', '1-988-555'])
      expect(linkCrisisNumbers(same)).toBe(same);
  });
  it('tel: and sms: are safe link schemes', () => {
    expect(safeUrl('tel:988')).toBe('tel:988');
    expect(safeUrl('sms:988')).toBe('sms:988');
  });
});
