import { createContext, useContext } from 'react'

/**
 * The product a generator screen's list was made for ('' when none), provided by the screen around
 * its layout. SaveToCampaignMenu names the list it saves with it when no saved list was loaded, so
 * the campaign page can tell two lists of one type apart.
 */
export const AssetNameHint = createContext('')

export const useAssetNameHint = () => useContext(AssetNameHint)
