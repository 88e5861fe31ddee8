import { describe, expect, it } from 'vitest';
import { deviceOf, networkOf, publicSessionId } from './session-list.ts';

describe('"Your sessions" helpers', () => {
  it('names a device from its User-Agent, and says so when it cannot', () => {
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox on Windows',
    );
    expect(
      deviceOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      ),
    ).toBe('Safari on macOS');
    expect(
      deviceOf(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone');
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      ),
    ).toBe('Edge on Windows');
    expect(deviceOf('curl/8.5.0')).toBe('Unknown device');
    expect(deviceOf(undefined)).toBe('Unknown device');
  });

  it('shows only the network of an address: the /24 of IPv4, the /48 of IPv6', () => {
    expect(networkOf('203.0.113.45')).toBe('203.0.113.x');
    expect(networkOf('2001:db8:1:2::/64')).toBe('2001:db8:1::/48');
    expect(networkOf('unknown')).toBeNull();
    expect(networkOf(undefined)).toBeNull();
  });

  it('names a session by an opaque id that is not its session id', () => {
    const sessionId = 'q'.repeat(43);
    const id = publicSessionId(sessionId);
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(id).not.toContain(sessionId.slice(0, 8));
    expect(publicSessionId(sessionId)).toBe(id);
    expect(publicSessionId(`${sessionId}x`)).not.toBe(id);
  });
});
