import { useEffect, useState } from 'react';

/** The id of the element other areas portal their form buttons into. */
export const FLOATING_FORM_BUTTONS_ID = 'floating-form-buttons';
/** Spec: floating buttons appear after 150 px of scroll, checked every 100 ms. */
export const FLOATING_SCROLL_THRESHOLD_PX = 150;
export const FLOATING_CHECK_INTERVAL_MS = 100;

function scrollTop(): number {
  return window.scrollY || document.documentElement.scrollTop || 0;
}

/**
 * True once the page has scrolled further than `threshold` pixels, checked every `intervalMs`, so
 * any scroller that moves the window counts. Reading the position lays the page out when it has
 * changed, so it is read only after the window scrolled: a page being drawn (the signed-in start)
 * is not laid out ten times a second for a position that stayed 0 (ADR 245).
 */
export function useScrolledPast(
  threshold: number = FLOATING_SCROLL_THRESHOLD_PX,
  intervalMs: number = FLOATING_CHECK_INTERVAL_MS,
): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    // A page opened scrolled (a restored position) reads it at the first check.
    let moved = true;
    const onScroll = () => {
      moved = true;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    const timer = setInterval(() => {
      if (!moved) return;
      moved = false;
      setPast(scrollTop() > threshold);
    }, intervalMs);
    return () => {
      clearInterval(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold, intervalMs]);
  return past;
}

/**
 * A fixed bar at the bottom right for a form's buttons, shown once the page scrolled past 150 px
 * so Save stays in reach on long forms. It holds no buttons itself: an area renders its own into
 * it with `createPortal(buttons, document.getElementById('floating-form-buttons'))`. It does not
 * use the kernel, so the element exists before any area mounts and whatever kernel it bundles.
 */
export function FloatingFormButtons() {
  const visible = useScrolledPast();
  return (
    <>
      {/* Nothing to float until an area portals its buttons in. */}
      <style>{`#${FLOATING_FORM_BUTTONS_ID}:empty { display: none !important; }`}</style>
      <div
        id={FLOATING_FORM_BUTTONS_ID}
        data-visible={visible}
        style={{
          position: 'fixed',
          right: 24,
          bottom: 24,
          zIndex: 95,
          display: visible ? 'flex' : 'none',
          gap: 8,
          padding: 8,
          borderRadius: 8,
          background: 'rgba(255, 255, 255, 0.95)',
          boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)',
        }}
      />
    </>
  );
}
