import { create } from 'zustand';

type TChatStore = {
  /** The floating live-chat window is shown. */
  open: boolean;
  openChat: () => void;
  closeChat: () => void;
};

/** Whether the live-chat window is open; the side menu and the customer-service bar open it. */
export const useChatStore = create<TChatStore>()((set) => ({
  open: false,
  openChat: () => set({ open: true }),
  closeChat: () => set({ open: false }),
}));

/** The action the app hands to the live-chat entries of other features. */
export const useOpenLiveChat = () => useChatStore((state) => state.openChat);
