// The queue rows' icons (lucide's grip-vertical, arrow-up, arrow-down and x, each drawn as one
// path): elements made once, when this module loads, and shared by every row. A row that comes in
// on a scroll only creates their two DOM nodes, where a lucide component was two components and up
// to seven nodes an icon (a CSS mask was one node but a mask effect to paint an icon, which cost
// more than it saved).

const icon = (d: string) => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <path d={d} />
  </svg>
);

/** A dot of lucide's `<circle r="1">` at (x, y). */
const dot = (x: number, y: number) => `M${x + 1} ${y}a1 1 0 1 1-2 0a1 1 0 1 1 2 0`;

export const gripIcon = icon([dot(9, 12), dot(9, 5), dot(9, 19), dot(15, 12), dot(15, 5), dot(15, 19)].join(''));
export const upIcon = icon('m5 12 7-7 7 7M12 19V5');
export const downIcon = icon('M12 5v14m7-2-7 7-7-7');
export const removeIcon = icon('M18 6 6 18M6 6l12 12');
