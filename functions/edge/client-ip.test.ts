import { describe, expect, it } from 'vitest';
import { limitAddress } from './client-ip.ts';

describe('limitAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    // Prepare
    const address = '203.0.113.9';
    // Act
    const counted = limitAddress(address);
    // Assess
    expect(counted).toBe('203.0.113.9');
  });

  it('counts every address of one IPv6 /64 under its prefix, whatever its case, zeros or zone', () => {
    // Prepare
    const sameSubscriber = [
      '2001:db8:85a3:12::1',
      '2001:db8:85a3:12:ffff:ffff:ffff:fffe',
      '2001:0DB8:85A3:0012:0000:8a2e:0370:7334',
      '2001:db8:85a3:12::1%eth0',
    ];
    // Act
    const counted = sameSubscriber.map(limitAddress);
    // Assess
    expect(new Set(counted)).toEqual(new Set(['2001:db8:85a3:12::/64']));
  });

  it('tells neighbouring /64 prefixes apart', () => {
    // Prepare
    const neighbours = ['2001:db8:85a3:12::1', '2001:db8:85a3:13::1', '2001:db9:85a3:12::1'];
    // Act
    const counted = neighbours.map(limitAddress);
    // Assess
    expect(counted).toEqual(['2001:db8:85a3:12::/64', '2001:db8:85a3:13::/64', '2001:db9:85a3:12::/64']);
  });

  it('expands `::` wherever it stands', () => {
    // Prepare
    const compressed = ['2001:db8::', '::1', '::', '2001::1:2:3:4', '1:2:3:4:5:6:7:8'];
    // Act
    const counted = compressed.map(limitAddress);
    // Assess
    expect(counted).toEqual([
      '2001:db8:0:0::/64',
      '0:0:0:0::/64',
      '0:0:0:0::/64',
      '2001:0:0:0::/64',
      '1:2:3:4::/64',
    ]);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, in either notation', () => {
    // Prepare
    const mapped = ['::ffff:192.0.2.1', '::FFFF:c000:201', '0:0:0:0:0:ffff:192.0.2.1'];
    // Act
    const counted = mapped.map(limitAddress);
    // Assess
    expect(counted).toEqual(['192.0.2.1', '192.0.2.1', '192.0.2.1']);
  });

  it('does not take an address with ffff elsewhere for a mapped one', () => {
    // Prepare
    const notMapped = ['::1:ffff:192.0.2.1', '64:ff9b::192.0.2.1'];
    // Act
    const counted = notMapped.map(limitAddress);
    // Assess
    expect(counted).toEqual(['0:0:0:0::/64', '64:ff9b:0:0::/64']);
  });

  it('leaves what is not an IPv6 address unchanged', () => {
    // Prepare
    const others = ['unknown', '2001:db8::1::2', 'not:an:address', ''];
    // Act
    const counted = others.map(limitAddress);
    // Assess
    expect(counted).toEqual(others);
  });
});
