/** Picks one entry at random (spec §9: image and launch CDNs are picked at random from the list). */
export function pickRandom<T>(list: readonly T[], random: () => number = Math.random): T | undefined {
  if (list.length === 0) return undefined;
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))];
}
