/** `0x1234…abcd`: enough of an address to tell buyers apart in a list; the full one is on the detail page. */
export function shortAddress(address: string): string {
  return /^0x[0-9a-fA-F]{40}$/.test(address) ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** `0x1234ab…cdef` for a 32-byte transaction hash. */
export function shortHash(hash: string): string {
  return /^0x[0-9a-fA-F]{64}$/.test(hash) ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash;
}
