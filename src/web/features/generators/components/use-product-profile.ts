import { useCallback, useRef, useState } from 'react'
import { EMPTY_OFFER_FACTS_INPUT, offerFactsToInput, type OfferFactsInput } from '../../../../core/generators/offer-facts'
import type { OfferFacts, ProductGender } from '../../../../core/types'
import { loadProductProfile, productKey, saveProductProfile } from '../../../lib/offer-facts'
import type { Preferences } from '../../../lib/preferences'

export interface ProductProfileState {
  product: string
  setProduct: (name: string) => void
  gender: ProductGender
  setGender: (g: ProductGender) => void
  facts: OfferFactsInput
  setFacts: (f: OfferFactsInput) => void
  /** Keeps the facts and gender used for this product, so they come back next time it is typed. */
  remember: (facts: OfferFacts) => void
}

/**
 * The product name with what the user told about it. Typing a name already remembered brings back its
 * offer facts and gender; moving on to a name not remembered clears what that one had brought.
 */
export function useProductProfile(prefs: Preferences): ProductProfileState {
  const [product, setProductName] = useState('')
  const [gender, setGender] = useState<ProductGender>(prefs.gender)
  const [facts, setFacts] = useState<OfferFactsInput>(EMPTY_OFFER_FACTS_INPUT)
  /** The product whose stored profile fills the fields now, or null when the user typed them. */
  const loadedFor = useRef<string | null>(null)

  const setProduct = useCallback((name: string) => {
    setProductName(name)
    const stored = loadProductProfile(name)
    if (stored !== null) {
      setFacts(offerFactsToInput(stored.facts))
      setGender(stored.gender ?? prefs.gender)
      loadedFor.current = productKey(name)
    } else if (loadedFor.current !== null) {
      setFacts(EMPTY_OFFER_FACTS_INPUT)
      setGender(prefs.gender)
      loadedFor.current = null
    }
  }, [prefs.gender])

  const remember = useCallback((given: OfferFacts) => {
    const hasFacts = Object.keys(given).length > 0
    if (!hasFacts && gender === prefs.gender && loadProductProfile(product) === null) return
    saveProductProfile(product, { facts: given, gender })
    loadedFor.current = productKey(product)
  }, [gender, prefs.gender, product])

  return { product, setProduct, gender, setGender, facts, setFacts, remember }
}
