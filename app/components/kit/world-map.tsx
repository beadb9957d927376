/**
 * A dotted world map drawn from a coarse land mask (7.5° cells, 82.5°N to 52.5°S), with pins
 * placed by latitude and longitude. A picture of where things are, not a cartographic map.
 */
const LAND: readonly (readonly [number, number][])[] = [
  [],
  [
    [9, 13],
    [15, 19],
    [26, 26],
  ],
  [
    [1, 13],
    [14, 19],
    [27, 29],
    [30, 46],
  ],
  [
    [1, 13],
    [15, 18],
    [21, 21],
    [26, 47],
  ],
  [
    [3, 4],
    [6, 15],
    [23, 23],
    [25, 45],
  ],
  [
    [7, 15],
    [23, 42],
  ],
  [
    [8, 14],
    [23, 41],
    [42, 43],
  ],
  [
    [8, 13],
    [23, 40],
    [42, 42],
  ],
  [
    [9, 12],
    [22, 31],
    [33, 39],
  ],
  [
    [10, 12],
    [21, 30],
    [33, 34],
    [37, 38],
  ],
  [
    [11, 12],
    [22, 28],
    [37, 40],
  ],
  [
    [13, 16],
    [24, 29],
    [37, 42],
  ],
  [
    [13, 18],
    [25, 29],
    [38, 44],
  ],
  [
    [13, 19],
    [26, 29],
    [40, 42],
  ],
  [
    [14, 18],
    [26, 28],
    [30, 30],
    [39, 44],
  ],
  [
    [14, 17],
    [26, 28],
    [39, 44],
  ],
  [
    [14, 16],
    [26, 27],
    [40, 43],
  ],
  [
    [14, 15],
    [46, 46],
  ],
  [[14, 14]],
];

const CELL = 20;
const COLS = 48;
const TOP_LAT = 90;

export const WORLD_MAP_SIZE = { width: COLS * CELL, height: LAND.length * CELL } as const;

/** Where a point falls on the map, in its viewBox units. */
export function project(lat: number, lon: number): { x: number; y: number } {
  return {
    x: ((lon + 180) / 7.5) * CELL,
    y: ((TOP_LAT - lat) / 7.5) * CELL,
  };
}

export interface MapPin {
  name: string;
  lat: number;
  lon: number;
}

export function WorldMap({ pins, label }: { pins: readonly MapPin[]; label: string }) {
  const { width, height } = WORLD_MAP_SIZE;
  return (
    <svg
      className="kit-art kit-world"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={label}
      focusable="false"
    >
      {LAND.flatMap((ranges, row) =>
        ranges.flatMap(([from, to]) =>
          Array.from({ length: to - from + 1 }, (_, index) => (
            <circle
              key={`${row}-${from + index}`}
              cx={(from + index + 0.5) * CELL}
              cy={(row + 0.5) * CELL}
              r={CELL * 0.32}
              className="kit-world-land"
            />
          )),
        ),
      )}
      {pins.map((pin) => {
        const { x, y } = project(pin.lat, pin.lon);
        return (
          <g key={pin.name}>
            <circle cx={x} cy={y} r={CELL * 0.9} className="kit-world-halo" />
            <circle cx={x} cy={y} r={CELL * 0.4} className="kit-world-pin" />
          </g>
        );
      })}
    </svg>
  );
}
