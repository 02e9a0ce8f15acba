import { useState } from 'react';

/**
 * True from the first render in which `condition` holds, and from then on: a part loaded on
 * demand, or a dialog that must stay mounted to close with its animation, stays once shown.
 */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
