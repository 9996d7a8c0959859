/** A seeded xorshift: `below(n)` gives 0 ≤ k < n, the same sequence on every run. */
export function seededRandom(seed: number) {
  let state = seed
  return (below: number) => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) % below
  }
}
