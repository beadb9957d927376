/** gzip -9 bytes of the framework floor's JS (perf/floor); builds it first. */
export function frameworkFloorJsBytes(): number;
