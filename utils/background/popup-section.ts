/**
 * The section the popup opens on when a command asked for one ("This page" from the keyboard).
 * storage.session, like the pending number: read once by getPopupContext, then cleared.
 */
import { storage } from '#imports';

export type PopupSection = 'page';

export const popupSectionItem = storage.defineItem<PopupSection | null>('session:popupSection', {
  fallback: null,
});

/** Reads and clears it; anything else than a known section reads as none. */
export async function takePopupSection(): Promise<PopupSection | null> {
  const value: unknown = await popupSectionItem.getValue();
  if (value !== null) await popupSectionItem.removeValue();
  return value === 'page' ? value : null;
}
