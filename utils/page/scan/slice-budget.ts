/**
 * How long the scanner holds the main thread at a time (ScanLoop's slices). The one exception is
 * a big page change: its first slice runs on until the numbers on screen are marked.
 */

/**
 * 5 ms rather than 8: a minor GC (its DOM-wrapper handles grow with the walk) often lands in a
 * slice and adds 5–20 ms; the shorter slice keeps most such tasks under 16 ms.
 */
export const SLICE_MS = 5;

/**
 * A slice at the start of a frame that shows the page's change may run longer: that frame is a
 * long one already (it lays out and paints the change), and work left for after it lands in a
 * frame of its own. 100 rows re-rendered on the benchmark's page took 6.5 to 15 ms to rescan.
 */
export const IN_FRAME_SLICE_MS = 12;

/**
 * While the page is parsed, the early walk works this long after each paint, then waits for the
 * next one (the parser needs the main thread too). One 5 ms slice marked 1 to 19 of the 37
 * numbers on the benchmark page's first screen: the first numbers matched pay for compiling the
 * code and the numbering plans' patterns.
 */
export const EARLY_WALK_MS = 20;
