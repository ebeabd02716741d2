// The 14 allergens EU Regulation 1169/2011 (Annex II) names, and the changeover rule (issue 29 §5).

export const EU_ALLERGENS = [
  'celery',
  'cereals_gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'tree_nuts',
  'peanuts',
  'sesame',
  'soybeans',
  'sulphites',
] as const
export type Allergen = (typeof EU_ALLERGENS)[number]

export function isAllergen(value: string): value is Allergen {
  return (EU_ALLERGENS as readonly string[]).includes(value)
}

/** A stored or imported list → known allergens in the canonical order, duplicates and unknown words dropped. */
export function normaliseAllergens(values: readonly string[] | null | undefined): Allergen[] {
  const set = new Set((values ?? []).map((v) => v.trim().toLowerCase()))
  return EU_ALLERGENS.filter((a) => set.has(a))
}

/** The allergens a changeover leaves behind: in the product before and not in the one after. */
export function allergensLeftBehind(from: readonly string[], to: readonly string[]): Allergen[] {
  const next = new Set(to)
  return normaliseAllergens(from).filter((a) => !next.has(a))
}

/** A changeover from a product with an allergen to one without it needs a clearance with the swab result. */
export function changeoverNeedsSwab(from: readonly string[], to: readonly string[]): boolean {
  return allergensLeftBehind(from, to).length > 0
}

/** Words a spreadsheet may use for an allergen besides its key (English names as labels and menus print them). */
const ALLERGEN_ALIASES: Record<string, Allergen> = {
  gluten: 'cereals_gluten',
  cereals: 'cereals_gluten',
  cereals_containing_gluten: 'cereals_gluten',
  crustacean: 'crustaceans',
  egg: 'eggs',
  lupine: 'lupin',
  mollusc: 'molluscs',
  mollusks: 'molluscs',
  nuts: 'tree_nuts',
  tree_nut: 'tree_nuts',
  peanut: 'peanuts',
  soy: 'soybeans',
  soya: 'soybeans',
  soybean: 'soybeans',
  sulfites: 'sulphites',
  sulphur_dioxide: 'sulphites',
  sulfur_dioxide: 'sulphites',
}

/** "milk;eggs" or "Milk, Tree nuts" (CSV cell) → keys as written (aliases resolved); the export joins them by ';'. */
export function parseAllergenCell(cell: string | null | undefined): string[] {
  return (cell ?? '')
    .split(/[;,|]/)
    .map((s) =>
      s
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_'),
    )
    .filter(Boolean)
    .map((s) => ALLERGEN_ALIASES[s] ?? s)
}

/** The words of a cell that are no allergen (the import names them in its row error). */
export function unknownAllergens(cell: string | null | undefined): string[] {
  return parseAllergenCell(cell).filter((s) => !isAllergen(s))
}

export function allergenCell(values: readonly string[]): string {
  return normaliseAllergens(values).join(';')
}
