import { useEffect, useState } from 'react';

/** The id of the element other areas portal their form buttons into. */
export const FLOATING_FORM_BUTTONS_ID = 'floating-form-buttons';
/** Spec: floating buttons appear after 150 px of scroll, checked every 100 ms. */
export const FLOATING_SCROLL_THRESHOLD_PX = 150;
export const FLOATING_CHECK_INTERVAL_MS = 100;

function scrollTop(): number {
  return window.scrollY || document.documentElement.scrollTop || 0;
}

/** True once the page has scrolled further than `threshold` pixels; polled, so any scroller that moves the window counts. */
export function useScrolledPast(
  threshold: number = FLOATING_SCROLL_THRESHOLD_PX,
  intervalMs: number = FLOATING_CHECK_INTERVAL_MS,
): boolean {
  const [past, setPast] = useState(() => scrollTop() > threshold);
  useEffect(() => {
    const timer = setInterval(() => setPast(scrollTop() > threshold), intervalMs);
    return () => clearInterval(timer);
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
