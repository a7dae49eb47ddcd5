import { deviceName } from './deviceName';

describe('deviceName', () => {
  it('names a device by its browser and system', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Windows');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
  });

  it('names what it cannot read plainly, and never echoes the header', () => {
    expect(deviceName('')).toBe('A browser');
    expect(deviceName('curl/8.0')).not.toContain('curl/8.0');
    expect(deviceName('x'.repeat(1_000_000)).length).toBeLessThan(100);
  });
});
