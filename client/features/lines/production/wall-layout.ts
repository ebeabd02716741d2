// The wall display's grid: the column count that gives every line the largest tile on one screen
// (no scrolling), for the area's width and height. Tiles are about 1.4 times wider than tall.
export const WALL_TILE_ASPECT = 1.4

export interface WallGrid {
  cols: number
  rows: number
}

export function wallGrid(count: number, width: number, height: number): WallGrid {
  if (count <= 0 || width <= 0 || height <= 0) return { cols: 1, rows: 1 }
  let best: WallGrid = { cols: count, rows: 1 }
  let bestSize = 0
  for (let cols = 1; cols <= count; cols += 1) {
    const rows = Math.ceil(count / cols)
    const size = Math.min(width / cols / WALL_TILE_ASPECT, height / rows)
    if (size > bestSize) {
      bestSize = size
      best = { cols, rows }
    }
  }
  return best
}
