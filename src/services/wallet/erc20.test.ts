import fc from 'fast-check';
import { Interface } from 'ethers';
import { decodeTransferCall, encodeTransferCall, transferSelector } from './erc20';

const erc20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);
const payee = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('encodeTransferCall', () => {
  it('matches the ABI encoding of transfer(address,uint256)', () => {
    expect(transferSelector).toBe(erc20.getFunction('transfer')?.selector);
    expect(encodeTransferCall(payee, 12_500_000n)).toBe(
      erc20.encodeFunctionData('transfer', [payee, 12_500_000n]),
    );
  });

  it('agrees with ethers for any payee and amount', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        fc.bigInt({ min: 1n, max: (1n << 256n) - 1n }),
        (bytes, amount) => {
          const to = `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
          expect(encodeTransferCall(to, amount)).toBe(erc20.encodeFunctionData('transfer', [to, amount]));
          expect(decodeTransferCall(encodeTransferCall(to, amount))).toEqual({ to, amount });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses a malformed payee or an amount outside uint256', () => {
    expect(() => encodeTransferCall('0x1234', 1n)).toThrow('20-byte address');
    expect(() => encodeTransferCall(payee, 0n)).toThrow('uint256');
    expect(() => encodeTransferCall(payee, -1n)).toThrow('uint256');
    expect(() => encodeTransferCall(payee, 1n << 256n)).toThrow('uint256');
  });

  it('reads only transfer calls back', () => {
    expect(decodeTransferCall('0x095ea7b3')).toBeNull();
    expect(decodeTransferCall(`${transferSelector}${'f'.repeat(128)}`)).toBeNull();
  });
});
