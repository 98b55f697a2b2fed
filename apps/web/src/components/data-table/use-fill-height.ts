import { type RefObject, useEffect, useState } from 'react';

/** Room left under the grid for the pager and the footer of the frame. */
const BELOW_GRID = 116;
const MIN_HEIGHT = 320;

/** The grid's height that fills the window below where the grid starts, the pager still in view. */
export const fillHeightFor = (top: number, viewport: number, below = BELOW_GRID): number =>
  Math.max(MIN_HEIGHT, Math.floor(viewport - top - below));

/**
 * Keeps a grid as tall as the window allows: long lists scroll inside the grid (its header stays
 * put) instead of the page. Follows window resizes and anything above the grid growing or
 * shrinking (a search form opening its extra conditions).
 */
export const useFillHeight = (ref: RefObject<HTMLElement | null>, enabled: boolean): number => {
  const [height, setHeight] = useState(480);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(fillHeightFor(top, window.innerHeight));
    };
    measure();
    window.addEventListener('resize', measure);
    // Content above the grid changes its start; the page container tells when.
    const page = element.closest('.erp-page') ?? document.body;
    const observer = new ResizeObserver(measure);
    for (const child of Array.from(page.children)) if (!child.contains(element)) observer.observe(child);
    return () => {
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, [ref, enabled]);
  return height;
};
