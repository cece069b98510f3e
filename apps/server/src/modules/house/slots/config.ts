import type { TSlotConfig } from '@platform/contracts/house-games';
import { slotMachineOf } from '@platform/contracts/house-slot-themes';

/** The published configuration of a slot game (INHOUSE005, INHOUSE006): paylines, paytable, RTP; else null. */
export function slotConfigOf(gameCode: string): TSlotConfig | null {
  return slotMachineOf(gameCode)?.config ?? null;
}
